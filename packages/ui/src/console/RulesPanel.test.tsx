import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RulesPanel } from './RulesPanel';

const Form = (props: { method: 'post'; className?: string; children: ReactNode }) => <form {...props} />;
const base = {
  rules: [
    {
      id: 'r1',
      siteSlug: 'harbour-auto',
      locationId: '2',
      category: 'Finance',
      staffIds: ['sam', 'kim'],
      lastAssigneeId: 'sam',
    },
  ],
  sites: [
    {
      slug: 'harbour-auto',
      name: 'Harbour Auto',
      locations: [
        { id: '1', name: 'Harbour Auto Sydney' },
        { id: '2', name: 'Harbour Auto Parramatta' },
      ],
    },
    { slug: 'harbour-city', name: 'Harbour City', locations: [{ id: '9', name: 'Harbour City Central' }] },
  ],
  people: [
    { userId: 'sam', name: 'Sam', siteSlugs: ['harbour-auto'] },
    { userId: 'kim', name: 'Kim', siteSlugs: ['harbour-auto', 'harbour-city'] },
    { userId: 'lou', name: 'Lou', siteSlugs: ['harbour-city'] },
  ],
  result: null,
  Form,
};

/** The HTML of one site's section (from its heading to the next site's). */
const section = (html: string, name: string) =>
  html.slice(html.indexOf(`>${name}</h2>`)).split('</section>')[0] ?? '';

describe('RulesPanel (assignment rules)', () => {
  it('lists each site’s rules with location, category, the people in turn and whose turn is next', () => {
    const html = renderToStaticMarkup(<RulesPanel {...base} />);
    const auto = section(html, 'Harbour Auto');
    expect(auto).toContain('<h3>Harbour Auto Parramatta, Finance</h3>');
    expect(auto).toContain('People in turn: Sam, Kim');
    // Sam had the last lead: Kim is next.
    expect(auto).toContain('Next lead goes to: <strong>Kim</strong>');
    expect(section(html, 'Harbour City')).toContain('No rules: new leads of this site stay New');
  });

  it('offers per site only its own locations and the people who work there, as plain forms', () => {
    const html = renderToStaticMarkup(<RulesPanel {...base} />);
    const city = section(html, 'Harbour City');
    expect(city).toContain('<option value="9">Harbour City Central</option>');
    expect(city).not.toContain('Harbour Auto Sydney');
    expect(city).toContain('value="lou"');
    expect(city).not.toContain('value="sam"');
    expect(city).toContain('<input type="hidden" name="intent" value="add"/>');
    expect(city).toContain('<option value="Test Drive">Test Drive</option>');
    // The change form shows the rule as it is.
    const auto = section(html, 'Harbour Auto');
    expect(auto).toContain('<option value="2" selected="">Harbour Auto Parramatta</option>');
    expect(auto).toContain('<option value="Finance" selected="">Finance</option>');
    expect(auto).toMatch(/id="r1-person-sam" type="checkbox" name="staffIds" checked="" value="sam"/);
    expect(auto).toContain('value="remove"');
  });

  it('shows a refusal beside the field the server named, on the form that was sent only', () => {
    const result = {
      intent: 'add',
      siteSlug: 'harbour-city',
      error: 'Check the rule.',
      fields: { staffIds: 'Choose at least one person.' },
      values: { locationId: '9', category: 'Parts', staffIds: [] },
    };
    const html = renderToStaticMarkup(<RulesPanel {...base} result={result} />);
    const city = section(html, 'Harbour City');
    expect(city).toContain('<details class="console-panel" open="">');
    expect(city).toMatch(
      /<fieldset class="console-sites" aria-describedby="new-harbour-city-staffIds-error">/,
    );
    expect(city).toContain(
      'id="new-harbour-city-staffIds-error" role="alert">Choose at least one person.</p>',
    );
    // What was sent is shown again (a page posted without JavaScript loses nothing).
    expect(city).toContain('<option value="9" selected="">Harbour City Central</option>');
    expect(city).toContain('<option value="Parts" selected="">Parts</option>');
    expect(section(html, 'Harbour Auto')).not.toContain('Choose at least one person.');
    const changed = renderToStaticMarkup(
      <RulesPanel
        {...base}
        result={{ intent: 'change', ruleId: 'r1', fields: { locationId: 'Not a location of this site.' } }}
      />,
    );
    expect(changed).toContain('<details open="">');
    expect(changed).toContain('id="r1-location-error" role="alert">Not a location of this site.</p>');
  });
});
