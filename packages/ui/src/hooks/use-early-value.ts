import { type RefObject, useLayoutEffect } from 'react';

/**
 * A controlled control (a slider, a select, a text box held in `useState`) that a shopper changed in the
 * server's HTML before the page hydrated: the page paints before its JavaScript runs (apps/web
 * paint-first), and React keeps the DOM's value while it hydrates but its state is still the server's —
 * the next render would move the control back. On mount, a value the control shows that differs from
 * `shown` (the state as the control prints it) is handed to `adopt`. Later changes come through
 * `onChange` as usual. Forms of react-hook-form use `useEarlyInput` instead.
 */
export function useEarlyValue(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>,
  shown: string,
  adopt: (value: string) => void,
): void {
  // Once, on mount: what the server's HTML holds then.
  useLayoutEffect(() => {
    const value = ref.current?.value;
    if (value !== undefined && value !== shown) adopt(value);
  }, []);
}
