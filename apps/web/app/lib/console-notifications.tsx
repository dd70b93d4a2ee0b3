import { useEffect, useState } from 'react';

/**
 * Overdue leads told live (issue 33): the console stream's `event: notification` messages for the signed-in
 * person, newest first, shown in a polite live region with a link to the lead. Nothing without EventSource
 * (the inbox's overdue count still shows them).
 */

interface Notification {
  id: string;
  leadId: string | null;
  body: string;
}

export function useConsoleNotifications(streamUrl: string): Notification[] {
  const [items, setItems] = useState<Notification[]>([]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const events = new EventSource(streamUrl);
    events.addEventListener('notification', (event) => {
      try {
        const note = JSON.parse((event as MessageEvent<string>).data) as Notification;
        setItems((current) =>
          current.some((n) => n.id === note.id) ? current : [note, ...current].slice(0, 20),
        );
      } catch {
        // A message that is not JSON is not ours.
      }
    });
    return () => events.close();
  }, [streamUrl]);
  return items;
}

export function ConsoleNotifications({ streamUrl }: { streamUrl: string }) {
  const items = useConsoleNotifications(streamUrl);
  return (
    <section aria-label="Notifications" aria-live="polite" className="console-notifications">
      {items.length > 0 ? (
        <ul className="console-list">
          {items.map((n) => (
            <li key={n.id} className="console-error">
              {n.leadId ? <a href={`/console/leads/${encodeURIComponent(n.leadId)}`}>{n.body}</a> : n.body}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
