// @vitest-environment happy-dom
import type { SuggestFetch } from '@dealer/search-suggest';
import { act, cleanup, renderHook } from '@testing-library/react';
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
