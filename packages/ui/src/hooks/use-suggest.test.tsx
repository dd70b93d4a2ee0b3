// @vitest-environment happy-dom
import type { SuggestFetch } from '@dealer/search-suggest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSuggest } from './use-suggest';

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const kia = [{ kind: 'make' as const, label: 'Kia', url: '/search?make=Kia', count: 3 }];

describe('useSuggest', () => {
  it('starts from the text in the box and asks the latest fetch it was given', async () => {
    const first = vi.fn<SuggestFetch>(async () => []);
    const second = vi.fn<SuggestFetch>(async () => kia);
    const { result, rerender } = renderHook(({ fetch }) => useSuggest(fetch, 'Kia'), {
      initialProps: { fetch: first },
    });
    expect(result.current[0]).toMatchObject({ text: 'Kia', query: 'kia', open: false });
    rerender({ fetch: second });
    act(() => result.current[1].input('Kia S'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('kia s', expect.any(AbortSignal));
    expect(result.current[0]).toMatchObject({ open: true, suggestions: kia });
  });

  it('asks nothing without a fetch, and cancels what is pending when the box goes away', async () => {
    const { result, unmount } = renderHook(() => useSuggest(undefined, ''));
    act(() => result.current[1].input('mazda'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current[0].suggestions).toEqual([]);

    const fetch = vi.fn<SuggestFetch>(async () => kia);
    const other = renderHook(() => useSuggest(fetch, ''));
    act(() => other.result.current[1].input('kia'));
    other.unmount();
    unmount();
    await vi.advanceTimersByTimeAsync(200);
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** A server-rendered box over the hook: its value is the connector's text, its output the open list. */
function Box({ fetch, text }: { fetch: SuggestFetch; text: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [state, box] = useSuggest(fetch, text, input);
  return (
    <>
      <input ref={input} value={state.text} onChange={(event) => box.input(event.currentTarget.value)} />
      <output>{state.open ? state.suggestions.map((s) => s.label).join(',') : 'closed'}</output>
    </>
  );
}

describe('useSuggest on a server-rendered box', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  /** Renders the box on the "server", lets `typing` change the DOM, then hydrates it. */
  async function hydrate(fetch: SuggestFetch, text: string, typing?: (input: HTMLInputElement) => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Box fetch={fetch} text={text} />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    typing?.(input);
    act(() => {
      root = hydrateRoot(container, <Box fetch={fetch} text={text} />);
    });
    await act(() => vi.advanceTimersByTimeAsync(200));
    return { input, output: container.querySelector('output') as HTMLOutputElement };
  }

  it('takes what was typed before hydration as typed: asks for it, shows it, keeps it in the box', async () => {
    const fetch = vi.fn<SuggestFetch>(async () => kia);
    const { input, output } = await hydrate(fetch, '', (box) => {
      box.value = 'Kia';
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('kia', expect.any(AbortSignal));
    expect(input.value).toBe('Kia');
    expect(output.textContent).toBe('Kia');
  });

  it('replaces the page text the shopper edited before hydration', async () => {
    const fetch = vi.fn<SuggestFetch>(async () => kia);
    const { input, output } = await hydrate(fetch, 'Mazda', (box) => {
      box.value = 'Kia';
    });
    expect(fetch).toHaveBeenCalledWith('kia', expect.any(AbortSignal));
    expect(input.value).toBe('Kia');
    expect(output.textContent).toBe('Kia');
  });

  it('asks nothing for a box nobody typed into, and takes a new page text without asking', async () => {
    const fetch = vi.fn<SuggestFetch>(async () => kia);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Box fetch={fetch} text="Mazda" />);
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <Box fetch={fetch} text="Mazda" />);
    });
    await act(() => vi.advanceTimersByTimeAsync(200));
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('Mazda');
    act(() => root?.render(<Box fetch={fetch} text="Kia" />));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(input.value).toBe('Kia');
    expect(fetch).not.toHaveBeenCalled();
  });
});
