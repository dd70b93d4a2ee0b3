import { QUERY_PARAM } from '@dealer/search-query';
import {
  type SuggestFetch,
  type Suggestion,
  type SuggestionKind,
  withTracking,
} from '@dealer/search-suggest';
import { type ReactNode, useRef } from 'react';
import { useSuggest } from '../hooks/use-suggest';
import type { RefineFormProps } from './FilterPanel';

function PlainForm(props: { action: string; method: 'get'; className?: string; children: ReactNode }) {
  return <form {...props} />;
}

const KIND_LABELS: Record<SuggestionKind, string> = {
  make: 'Make',
  model: 'Model',
  page: 'Popular search',
  badge: 'Badge',
};

export interface SearchBoxProps {
  /** The current search text (§2 `query`). */
  query: string;
  refine: RefineFormProps;
  /** 'cars', 'motorcycles' … in the site's words, for the label. */
  nounPlural: string;
  /** Asks for the suggestions of one prefix (the api-client's `suggest`); absent: no suggestions. */
  suggest?: SuggestFetch | undefined;
  /** Opens a chosen suggestion's listing (the router's navigate); default: a page load. */
  onNavigate?: ((url: string) => void) | undefined;
}

const INPUT_ID = 'listing-search';
const LIST_ID = `${INPUT_ID}-suggestions`;
const optionId = (index: number) => `${INPUT_ID}-option-${index}`;

function announcement(open: boolean, status: string, count: number): string {
  if (status !== 'ready') return '';
  if (!open || count === 0) return count === 0 ? 'No suggestions' : '';
  return `${count} suggestion${count === 1 ? '' : 's'}, use the up and down arrows to choose`;
}

/**
 * §2 keyword search with suggestions, the WAI-ARIA 1.2 combobox pattern: focus stays in the text box,
 * the highlighted suggestion is its `aria-activedescendant`, Down/Up/Enter/Escape as the connector says,
 * Home/End move the caret. A suggestion opens its listing URL; free text is submitted as `query` by a
 * GET form to the refine route, so the box works without JavaScript (then it has no suggestions), and
 * what a shopper types before the page has hydrated stays in the box and gets its suggestions.
 */
export function SearchBox({ query, refine, nounPlural, suggest, onNavigate }: SearchBoxProps) {
  const Form = refine.Form ?? PlainForm;
  const inputRef = useRef<HTMLInputElement>(null);
  // A submitted search, a chip or "Clear all" changes the query under the box; text typed before the
  // page hydrated is kept and its suggestions asked for (the hook says how).
  const [state, box] = useSuggest(suggest, query, inputRef);
  const open = (suggestion: Suggestion | undefined) => {
    if (!suggestion) return;
    const url = withTracking(suggestion.url, refine.from);
    (onNavigate ?? ((href: string) => window.location.assign(href)))(url);
  };
  const expanded = state.open && state.suggestions.length > 0;
  return (
    <search className="search-box">
      <Form action={refine.action} method="get" className="search-box__form">
        <input type="hidden" name="from" value={refine.from} />
        <input type="hidden" name="op" value="query" />
        <label htmlFor={INPUT_ID} className="visually-hidden">
          Search {nounPlural}
        </label>
        <div className="search-box__field">
          <input
            ref={inputRef}
            id={INPUT_ID}
            className="search-box__input"
            // A combobox is a text input (the Nu checker refuses role=combobox on type=search, #31).
            type="text"
            inputMode="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={LIST_ID}
            aria-activedescendant={
              expanded && state.activeIndex >= 0 ? optionId(state.activeIndex) : undefined
            }
            name={QUERY_PARAM}
            value={state.text}
            placeholder="Make, model or keyword"
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => box.input(event.currentTarget.value)}
            onKeyDown={(event) => {
              const { handled, choose } = box.keyDown(event.key);
              if (handled) event.preventDefault();
              open(choose);
            }}
            onFocus={() => box.reopen()}
            onBlur={() => box.close()}
          />
          <div
            id={LIST_ID}
            role="listbox"
            aria-label={`Suggested ${nounPlural}`}
            className="search-box__list"
            hidden={!expanded}
          >
            {state.suggestions.map((suggestion, index) => (
              // The combobox pattern: focus stays in the text box (mousedown would blur it), the options
              // are its aria-activedescendant and chosen with its keys, so they take no focus or keys.
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              <div
                key={suggestion.url}
                id={optionId(index)}
                role="option"
                aria-selected={index === state.activeIndex}
                className="search-box__option"
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== state.activeIndex && box.highlight(index)}
                onClick={() => open(box.choose(index))}
              >
                <span className="search-box__label">{suggestion.label}</span>
                <span className="search-box__meta">
                  {KIND_LABELS[suggestion.kind]} · {suggestion.count.toLocaleString('en-AU')}
                </span>
              </div>
            ))}
          </div>
        </div>
        <button type="submit" className="button search-box__button">
          Search
        </button>
        <p className="visually-hidden" aria-live="polite">
          {announcement(state.open, state.status, state.suggestions.length)}
        </p>
      </Form>
    </search>
  );
}
