import { createSuggestConnector, type SuggestFetch } from '@dealer/search-suggest';
import { useEffect, useRef, useState } from 'react';
import { useStore } from './use-store';

/**
 * The search box's suggestions: one `@dealer/search-suggest` connector per box (debounce, cancellation,
 * per-prefix cache and keyboard index live there), its state as React state. Without `fetch` nothing is
 * asked (the box is a plain search box).
 */
export function useSuggest(fetch: SuggestFetch | undefined, initialText: string) {
  const latest = useRef(fetch);
  useEffect(() => {
    latest.current = fetch;
  }, [fetch]);
  const [connector] = useState(() =>
    createSuggestConnector({
      initialText,
      fetch: (query, signal) => latest.current?.(query, signal) ?? Promise.resolve([]),
    }),
  );
  useEffect(() => () => connector.destroy(), [connector]);
  return [useStore(connector), connector] as const;
}
