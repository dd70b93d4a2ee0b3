import { createSuggestConnector, type SuggestFetch } from '@dealer/search-suggest';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useStore } from './use-store';

/**
 * The search box's suggestions: one `@dealer/search-suggest` connector per box (debounce, cancellation,
 * per-prefix cache and keyboard index live there), its state as React state. Without `fetch` nothing is
 * asked (the box is a plain search box).
 *
 * `text` is the box's text as the page says (the listing's §2 `query`): the connector starts from it and
 * takes it again whenever it changes (a submitted search, a chip, "Clear all"). `input` is the box's
 * element. A shopper may type into the server-rendered box before the page hydrates: React keeps that
 * text in the element but not in its state, and no change event reaches the connector. On mount the
 * element's value is therefore taken as typed (suggestions are asked for it), so the next render does not
 * put the page's text back over it.
 */
export function useSuggest(
  fetch: SuggestFetch | undefined,
  text: string,
  input?: RefObject<HTMLInputElement | null>,
) {
  const latest = useRef(fetch);
  useEffect(() => {
    latest.current = fetch;
  }, [fetch]);
  const [connector] = useState(() =>
    createSuggestConnector({
      initialText: text,
      fetch: (query, signal) => latest.current?.(query, signal) ?? Promise.resolve([]),
    }),
  );
  const shown = useRef(text);
  useEffect(() => {
    const typed = input?.current?.value;
    if (typed !== undefined && typed !== shown.current) {
      // From the page's text, so a remount (StrictMode) asks again what the unmount cancelled.
      connector.reset(shown.current);
      connector.input(typed);
    }
    // Unmount: cancel the debounce and any request on its way.
    return () => connector.destroy();
  }, [connector, input]);
  useEffect(() => {
    if (shown.current === text) return;
    shown.current = text;
    connector.reset(text);
  }, [connector, text]);
  return [useStore(connector), connector] as const;
}
