import type { ReactNode } from 'react';
import { UiLink } from '../link';
import type { ListingView, RangeView } from './connect-listing';

export interface RefineFormProps {
  /** The resource route that applies a refinement op and redirects to the canonical listing URL. */
  action: string;
  /** The current listing URL (pathname + search), the state the op starts from. */
  from: string;
  /**
   * The app's form component (React Router's `Form` for client-side navigation); a plain form without it.
   * It must submit GET to `action`.
   */
  Form?: (props: { action: string; method: 'get'; className?: string; children: ReactNode }) => ReactNode;
}

function PlainForm(props: { action: string; method: 'get'; className?: string; children: ReactNode }) {
  return <form {...props} />;
}

function RangeFilter({ range, refine }: { range: RangeView; refine: RefineFormProps }) {
  const Form = refine.Form ?? PlainForm;
  const step = range.unit === 'year' ? 1 : range.unit === 'km' ? 1000 : 500;
  const id = `range-${range.facet}`;
  return (
    <fieldset className="filter filter--range">
      <legend className="filter__title">{range.label}</legend>
      <Form action={refine.action} method="get" className="range-form">
        <input type="hidden" name="from" value={refine.from} />
        <input type="hidden" name="op" value="range" />
        <input type="hidden" name="facet" value={range.facet} />
        <label htmlFor={`${id}-min`}>
          <span>Min</span>
          <input
            id={`${id}-min`}
            name="min"
            type="number"
            inputMode="numeric"
            step={step}
            min={0}
            defaultValue={range.current?.min ?? ''}
            placeholder={range.bounds ? String(range.bounds.min) : 'Any'}
          />
        </label>
        <label htmlFor={`${id}-max`}>
          <span>Max</span>
          <input
            id={`${id}-max`}
            name="max"
            type="number"
            inputMode="numeric"
            step={step}
            min={0}
            defaultValue={range.current?.max ?? ''}
            placeholder={range.bounds ? String(range.bounds.max) : 'Any'}
          />
        </label>
        <button type="submit" className="button button--small">
          Apply<span className="visually-hidden"> {range.label.toLowerCase()} range</span>
        </button>
      </Form>
      {range.clearHref ? (
        <UiLink href={range.clearHref} preventScrollReset className="filter__clear">
          Clear<span className="visually-hidden"> {range.label.toLowerCase()}</span>
        </UiLink>
      ) : null}
    </fieldset>
  );
}

/** The facet panel: checkbox-style link lists with counts, range inputs and the weekly price bands. */
export function FilterPanel({ view, refine }: { view: ListingView; refine: RefineFormProps }) {
  return (
    <div className="filters">
      {view.refinementLists.map((list) => (
        <details
          className="filter"
          key={list.facet}
          open={list.items.some((i) => i.selected) || list.items.length <= 8}
        >
          <summary className="filter__title">{list.label}</summary>
          <ul className="filter__list" aria-label={list.label}>
            {list.items.map((item) => (
              <li key={item.value}>
                <UiLink
                  href={item.href}
                  preventScrollReset
                  className={`check${item.selected ? ' check--on' : ''}`}
                  role="checkbox"
                  aria-checked={item.selected}
                  rel="nofollow"
                >
                  <span className="check__box" aria-hidden="true" />
                  <span className="check__label">{item.label}</span>
                  <span className="check__count">
                    <span className="visually-hidden">(</span>
                    {item.count}
                    <span className="visually-hidden"> results)</span>
                  </span>
                </UiLink>
              </li>
            ))}
          </ul>
        </details>
      ))}
      {view.ranges.map((range) => (
        <RangeFilter key={range.facet} range={range} refine={refine} />
      ))}
      {view.priceBands.length > 0 ? (
        <fieldset className="filter">
          <legend className="filter__title">{view.priceBandsTitle}</legend>
          <ul className="filter__list">
            {view.priceBands.map((band) => (
              <li key={band.id}>
                <UiLink
                  href={band.href}
                  preventScrollReset
                  className={`check check--radio${band.selected ? ' check--on' : ''}`}
                  role="radio"
                  aria-checked={band.selected}
                  rel="nofollow"
                >
                  <span className="check__box" aria-hidden="true" />
                  <span className="check__label">{band.label}</span>
                </UiLink>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
