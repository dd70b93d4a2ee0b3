import { MAX_SUGGEST_QUERY_LENGTH, normaliseQuery } from './normalise.js';
import type { Suggestion } from './suggestion.js';

/** How long typing pauses before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Prefixes whose answers the connector keeps (the oldest goes first). */
export const SUGGEST_CACHE_SIZE = 100;

/** Asks the server for the suggestions of one normalised prefix; must give up when `signal` aborts. */
export type SuggestFetch = (query: string, signal: AbortSignal) => Promise<readonly Suggestion[]>;

/** The clock the debounce runs on (the global timers unless a test or another runtime passes its own). */
export interface SuggestTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SuggestConnectorOptions {
  fetch: SuggestFetch;
  /** The text already in the box (the listing's §2 `query`). */
  initialText?: string;
  debounceMs?: number;
  /** Normalised characters needed before asking (default 1). */
  minLength?: number;
  cacheSize?: number;
  timers?: SuggestTimers;
}

export interface SuggestState {
  /** What is in the box, as typed. */
  readonly text: string;
  /** The normalised text: the cache key and what the server is asked. */
  readonly query: string;
  /** The suggestions for `query` (empty until they are known). */
  readonly suggestions: readonly Suggestion[];
  /** Whether the list shows (there are suggestions and the shopper has not dismissed them). */
  readonly open: boolean;
  /** The highlighted suggestion (aria-activedescendant), -1 for none: focus stays in the box. */
  readonly activeIndex: number;
  readonly status: 'idle' | 'pending' | 'loading' | 'ready' | 'error';
}

/** What a key did: `handled` keys are not passed on (preventDefault); `choose` is the suggestion picked. */
export interface SuggestKeyResult {
  readonly handled: boolean;
  readonly choose?: Suggestion;
}

const NOT_HANDLED: SuggestKeyResult = { handled: false };
const HANDLED: SuggestKeyResult = { handled: true };

const globalTimers: SuggestTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function stateFor(text: string): SuggestState {
  const query = normaliseQuery(text).slice(0, MAX_SUGGEST_QUERY_LENGTH);
  return { text, query, suggestions: [], open: false, activeIndex: -1, status: 'idle' };
}

/**
 * The search box's suggestion state machine, framework-free (the instantsearch connector habit): text in,
 * one debounced request per pause in typing, the superseded request aborted, every answer cached per
 * normalised prefix (a prefix asked once is never asked again while its answer is known or on its way),
 * an answer applied only while its prefix is still the box's, and the keyboard index of the WAI-ARIA
 * combobox pattern (Down/Up move, Enter chooses, Escape closes then clears; Home/End are left alone).
 */
export function createSuggestConnector(options: SuggestConnectorOptions) {
  const debounceMs = options.debounceMs ?? SUGGEST_DEBOUNCE_MS;
  const minLength = options.minLength ?? 1;
  const cacheSize = options.cacheSize ?? SUGGEST_CACHE_SIZE;
  const timers = options.timers ?? globalTimers;
  const cache = new Map<string, readonly Suggestion[]>();
  const listeners = new Set<() => void>();
  let state = stateFor(options.initialText ?? '');
  let timer: unknown = null;
  let inflight: { query: string; controller: AbortController } | null = null;

  const set = (patch: Partial<SuggestState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const cancelTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const abortInflight = () => {
    inflight?.controller.abort();
    inflight = null;
  };
  const remember = (query: string, suggestions: readonly Suggestion[]) => {
    cache.delete(query);
    cache.set(query, suggestions);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  };
  const show = (suggestions: readonly Suggestion[]) =>
    set({ suggestions, open: suggestions.length > 0, activeIndex: -1, status: 'ready' });

  function request(query: string) {
    timer = null;
    abortInflight();
    const mine = { query, controller: new AbortController() };
    inflight = mine;
    set({ status: 'loading' });
    options.fetch(query, mine.controller.signal).then(
      (suggestions) => {
        if (inflight === mine) inflight = null;
        remember(query, suggestions);
        // An older, slower answer is kept for later but never replaces the list of newer text.
        if (state.query === query) show(suggestions);
      },
      () => {
        if (inflight === mine) inflight = null;
        if (!mine.controller.signal.aborted && state.query === query)
          set({ suggestions: [], open: false, activeIndex: -1, status: 'error' });
      },
    );
  }

  /** Stops what is pending: the debounce and the request on its way. */
  function settle() {
    cancelTimer();
    abortInflight();
  }

  function input(text: string) {
    const next = stateFor(text);
    if (next.query === state.query) return set({ text });
    cancelTimer();
    if (next.query.length < minLength) {
      abortInflight();
      return set(next);
    }
    const cached = cache.get(next.query);
    if (cached) {
      abortInflight();
      set({ text, query: next.query });
      return show(cached);
    }
    set({ text, query: next.query, activeIndex: -1, status: 'pending' });
    // Back to the prefix already on its way: wait for that answer instead of asking again.
    if (inflight?.query === next.query) return set({ status: 'loading' });
    timer = timers.setTimeout(() => request(next.query), debounceMs);
  }

  /**
   * Picks a suggestion: the box empties (its listing is refined by the suggestion's URL, not by this
   * text, which Enter would otherwise add as a §2 query) and the suggestion is given back to open.
   */
  function choose(index: number): Suggestion | undefined {
    const choice = state.suggestions[index];
    if (!choice) return undefined;
    settle();
    state = stateFor('');
    for (const listener of listeners) listener();
    return choice;
  }

  function keyDown(key: string): SuggestKeyResult {
    const count = state.suggestions.length;
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return NOT_HANDLED;
        const down = key === 'ArrowDown';
        if (!state.open) set({ open: true, activeIndex: down ? 0 : count - 1 });
        else if (down) set({ activeIndex: (state.activeIndex + 1) % count });
        else set({ activeIndex: state.activeIndex <= 0 ? count - 1 : state.activeIndex - 1 });
        return HANDLED;
      }
      case 'Enter': {
        if (state.open && state.activeIndex >= 0) return { handled: true, choose: choose(state.activeIndex) };
        // Free text: the form submits it; nothing pending may reopen the list over the next page.
        settle();
        set({ open: false, activeIndex: -1 });
        return NOT_HANDLED;
      }
      case 'Escape':
        if (state.open) {
          set({ open: false, activeIndex: -1 });
          return HANDLED;
        }
        if (state.text === '') return NOT_HANDLED;
        input('');
        return HANDLED;
      default:
        return NOT_HANDLED;
    }
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: (): SuggestState => state,
    input,
    keyDown,
    /** Highlights a suggestion (pointer hover); -1 for none. */
    highlight(index: number) {
      if (index >= -1 && index < state.suggestions.length) set({ activeIndex: index });
    },
    /** Picks a suggestion (click or tap): gives the suggestion to open. */
    choose,
    /** Closes the list (focus left the box); the answers stay cached. */
    close() {
      if (state.open || state.activeIndex !== -1) set({ open: false, activeIndex: -1 });
    },
    /** Shows the known suggestions of the text again (focus came back to the box). */
    reopen() {
      if (!state.open && state.suggestions.length > 0 && state.status === 'ready') set({ open: true });
    },
    /** The text changed under the box (a chip, "Clear all"): take it without asking for suggestions. */
    reset(text: string) {
      settle();
      state = stateFor(text);
      for (const listener of listeners) listener();
    },
    /** Cancels the debounce and any request on its way (unmount); the connector stays usable. */
    destroy: settle,
  };
}

export type SuggestConnector = ReturnType<typeof createSuggestConnector>;
