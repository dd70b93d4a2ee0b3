import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggestConnector, SUGGEST_DEBOUNCE_MS, type SuggestFetch } from './connector.js';
import type { Suggestion } from './suggestion.js';

const suggestion = (label: string): Suggestion => ({
  kind: 'make',
  label,
  url: `/search?make=${label}`,
  count: 1,
});

/** A server double that answers each prefix after `delay(query)` ms and records what it was asked. */
function fakeServer(delay: (query: string) => number = () => 20) {
  const asked: string[] = [];
  const aborted: string[] = [];
  const fetch: SuggestFetch = (query, signal) => {
    asked.push(query);
    signal.addEventListener('abort', () => aborted.push(query));
    return new Promise((resolve) => {
      // Like a response already on the wire: it arrives even when the caller gave up on it.
      setTimeout(() => resolve([suggestion(`${query}-answer`)]), delay(query));
    });
  };
  return { fetch, asked, aborted };
}

/** Types text one key at a time, `gap` ms apart (a fast typist: well inside the debounce). */
async function type(connector: ReturnType<typeof createSuggestConnector>, text: string, gap = 40) {
  let typed = connector.getState().text;
  for (const char of text) {
    typed += char;
    connector.input(typed);
    await vi.advanceTimersByTimeAsync(gap);
  }
}

describe('createSuggestConnector', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should make one request for "toy" typed fast, after the pause', async () => {
    const server = fakeServer();
    const connector = createSuggestConnector({ fetch: server.fetch });
    await type(connector, 'toy');
    expect(server.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(server.asked).toEqual(['toy']);
    await vi.advanceTimersByTimeAsync(20);
    expect(connector.getState()).toMatchObject({
      query: 'toy',
      open: true,
      status: 'ready',
      suggestions: [suggestion('toy-answer')],
    });
  });

  it('should ask nothing when backspacing to a prefix already answered', async () => {
    const server = fakeServer();
    const connector = createSuggestConnector({ fetch: server.fetch });
    await type(connector, 'toy', 400);
    await type(connector, 'o', 400);
    expect(server.asked).toEqual(['t', 'to', 'toy', 'toyo']);
    connector.input('toy');
    expect(connector.getState().suggestions).toEqual([suggestion('toy-answer')]);
    connector.input('to');
    connector.input('TO ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.asked).toEqual(['t', 'to', 'toy', 'toyo']);
    expect(connector.getState().suggestions).toEqual([suggestion('to-answer')]);
  });

  it('should never let a slow older answer replace the newer one, and abort the superseded request', async () => {
    const server = fakeServer((query) => (query === 'to' ? 1000 : 10));
    const connector = createSuggestConnector({ fetch: server.fetch });
    await type(connector, 'to', 10);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(server.asked).toEqual(['to']);
    await type(connector, 'y', 10);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 10);
    expect(server.asked).toEqual(['to', 'toy']);
    expect(server.aborted).toEqual(['to']);
    expect(connector.getState().suggestions).toEqual([suggestion('toy-answer')]);
    await vi.advanceTimersByTimeAsync(1000); // the 'to' answer lands late
    expect(connector.getState().suggestions).toEqual([suggestion('toy-answer')]);
    // It still came, so it is kept: going back to "to" asks nothing.
    connector.input('to');
    expect(connector.getState().suggestions).toEqual([suggestion('to-answer')]);
    expect(server.asked).toEqual(['to', 'toy']);
  });

  it('should wait for the answer already on its way instead of asking for the same prefix again', async () => {
    const server = fakeServer(() => 500);
    const connector = createSuggestConnector({ fetch: server.fetch });
    connector.input('kia');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    connector.input('kia ');
    connector.input('kia s');
    connector.input('Kia');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.asked).toEqual(['kia']);
    expect(server.aborted).toEqual([]);
    expect(connector.getState().suggestions).toEqual([suggestion('kia-answer')]);
  });

  it('should ask nothing for empty text and drop what was pending', async () => {
    const server = fakeServer();
    const connector = createSuggestConnector({ fetch: server.fetch, initialText: 'Mazda' });
    expect(connector.getState()).toMatchObject({ text: 'Mazda', query: 'mazda', open: false });
    connector.input('Mazda 3');
    connector.input(' - ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.asked).toEqual([]);
    expect(connector.getState()).toMatchObject({ query: '', open: false, suggestions: [] });
  });

  it('should close on a failed request and ask again the next time that prefix is typed', async () => {
    let fail = true;
    const asked: string[] = [];
    const connector = createSuggestConnector({
      fetch: async (query) => {
        asked.push(query);
        if (fail) throw new Error('503');
        return [suggestion('ok')];
      },
    });
    connector.input('ford');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(connector.getState()).toMatchObject({ status: 'error', open: false });
    fail = false;
    connector.input('');
    connector.input('ford');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(asked).toEqual(['ford', 'ford']);
    expect(connector.getState().open).toBe(true);
  });

  describe('keyboard (WAI-ARIA combobox)', () => {
    async function withList() {
      const fetch: SuggestFetch = async () => [suggestion('A'), suggestion('B'), suggestion('C')];
      const connector = createSuggestConnector({ fetch });
      connector.input('x');
      await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
      return connector;
    }

    it('should move the highlight with Down and Up, wrapping, focus staying in the box', async () => {
      const connector = await withList();
      expect(connector.getState().activeIndex).toBe(-1);
      expect(connector.keyDown('ArrowDown')).toEqual({ handled: true });
      expect(connector.getState().activeIndex).toBe(0);
      connector.keyDown('ArrowDown');
      connector.keyDown('ArrowDown');
      connector.keyDown('ArrowDown');
      expect(connector.getState().activeIndex).toBe(0);
      connector.keyDown('ArrowUp');
      expect(connector.getState().activeIndex).toBe(2);
    });

    it('should choose the highlighted suggestion with Enter, and leave Enter to the form otherwise', async () => {
      const connector = await withList();
      expect(connector.keyDown('Enter')).toEqual({ handled: false });
      connector.input('x');
      connector.reopen();
      connector.keyDown('ArrowDown');
      connector.keyDown('ArrowDown');
      expect(connector.keyDown('Enter')).toEqual({ handled: true, choose: suggestion('B') });
      // Its listing is refined by the suggestion's URL: the text must not ride along as a query.
      expect(connector.getState()).toMatchObject({ open: false, activeIndex: -1, text: '' });
    });

    it('should close with Escape, then clear the text with a second Escape', async () => {
      const connector = await withList();
      expect(connector.keyDown('Escape')).toEqual({ handled: true });
      expect(connector.getState()).toMatchObject({ open: false, text: 'x' });
      expect(connector.keyDown('Escape')).toEqual({ handled: true });
      expect(connector.getState()).toMatchObject({ text: '', query: '' });
      expect(connector.keyDown('Escape')).toEqual({ handled: false });
    });

    it('should open a closed list with Down (first) or Up (last)', async () => {
      const connector = await withList();
      connector.close();
      connector.keyDown('ArrowUp');
      expect(connector.getState()).toMatchObject({ open: true, activeIndex: 2 });
    });

    it('should leave Home, End and other keys to the text box', async () => {
      const connector = await withList();
      for (const key of ['Home', 'End', 'ArrowLeft', 'a']) expect(connector.keyDown(key).handled).toBe(false);
    });

    it('should not let a pending request reopen the list after Enter submits the text', async () => {
      const server = fakeServer();
      const connector = createSuggestConnector({ fetch: server.fetch });
      connector.input('hilux');
      expect(connector.keyDown('Enter')).toEqual({ handled: false });
      await vi.advanceTimersByTimeAsync(1000);
      expect(server.asked).toEqual([]);
      expect(connector.getState().open).toBe(false);
    });

    it('should highlight on hover and choose by index', async () => {
      const connector = await withList();
      connector.highlight(1);
      expect(connector.getState().activeIndex).toBe(1);
      expect(connector.choose(2)).toEqual(suggestion('C'));
      expect(connector.getState()).toMatchObject({ open: false, text: '' });
      expect(connector.choose(5)).toBeUndefined();
    });
  });

  it('should take text changed under the box without asking', async () => {
    const server = fakeServer();
    const connector = createSuggestConnector({ fetch: server.fetch });
    connector.input('ran');
    connector.reset('Ranger');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.asked).toEqual([]);
    expect(connector.getState()).toMatchObject({ text: 'Ranger', query: 'ranger', status: 'idle' });
  });
});
