import type { ReactNode } from 'react';

/**
 * A collapsible part of the lead page (issue 33: a lead on a phone): a `<details>` whose summary is the
 * section's heading, open unless `open` is false (the record's longer parts start closed).
 */
export function Section({
  title,
  id,
  open = true,
  children,
}: {
  title: string;
  id?: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="console-panel console-section" open={open}>
      <summary>
        <h2 id={id}>{title}</h2>
      </summary>
      {children}
    </details>
  );
}
