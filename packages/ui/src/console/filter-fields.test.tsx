import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterActions, FilterSelect, FilterText } from './filter-fields';

describe('console filter fields', () => {
  it('keeps the URL’s value selected, with a no-filter option first', () => {
    const html = renderToStaticMarkup(
      <FilterSelect
        name="actor"
        label="Person"
        value="u2"
        anyLabel="Anyone"
        options={[
          { value: 'u1', label: 'Ada' },
          { value: 'u2', label: 'Sam' },
        ]}
      />,
    );
    expect(html).toContain('<label for="filter-actor">Person</label>');
    expect(html).toContain('<option value="">Anyone</option>');
    expect(html).toContain('<option value="u2" selected="">Sam</option>');
  });

  it('takes its own id in a posted form and shows a refusal beside the select, named by it', () => {
    const html = renderToStaticMarkup(
      <FilterSelect
        id="r1-location"
        name="locationId"
        label="Location"
        value=""
        options={[]}
        error="Not here."
      />,
    );
    expect(html).toContain('<label for="r1-location">Location</label>');
    expect(html).toContain(
      '<select id="r1-location" name="locationId" aria-describedby="r1-location-error">',
    );
    expect(html).toContain('<p class="console-error" id="r1-location-error" role="alert">Not here.</p>');
  });

  it('keeps a typed filter', () => {
    const html = renderToStaticMarkup(<FilterText name="from" label="From" type="date" value="2026-11-01" />);
    expect(html).toContain('id="filter-from" type="date" name="from" value="2026-11-01"');
  });

  it('ends a filter form with its submit button and any other action after it', () => {
    expect(renderToStaticMarkup(<FilterActions label="Find" />)).toBe(
      '<div class="console-filters__actions"><button type="submit" class="console-button">Find</button></div>',
    );
    expect(
      renderToStaticMarkup(
        <FilterActions label="Filter">
          <a href="?">Clear</a>
        </FilterActions>,
      ),
    ).toContain('Filter</button><a href="?">Clear</a></div>');
  });
});
