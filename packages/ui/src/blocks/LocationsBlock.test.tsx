import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocationsBlock } from './LocationsBlock';
import { demoSite, parseBlock, TEST_NOW, textOf } from './test-support';

const site = demoSite('harbour-auto');

describe('LocationsBlock (§1 locations with hours)', () => {
  it('shows every location (primary first) with address, phone and the week of hours', () => {
    const block = parseBlock({ id: 'l', type: 'locations', title: 'Visit us' });
    const text = textOf(
      renderToString(<LocationsBlock block={block} site={site} now={new Date(TEST_NOW)} />),
    );
    expect(text).toContain('Visit us');
    for (const location of site.locations) expect(text).toContain(location.location_name);
    const primary = site.locations.find((l) => l.primary) ?? site.locations[0];
    expect(text.indexOf(primary?.location_name ?? '?')).toBeLessThan(
      Math.min(...site.locations.filter((l) => l !== primary).map((l) => text.indexOf(l.location_name))),
    );
    expect(text).toContain('Saturday: 8:30am - 4:00pm');
    expect(text).toContain('Sunday: By Appointment');
  });
  it('shows only the chosen locations and no hours when switched off', () => {
    const chosen = site.locations[1] ?? site.locations[0];
    const block = parseBlock({
      id: 'l',
      type: 'locations',
      location_ids: [chosen?.id ?? 0],
      show_hours: false,
    });
    const text = textOf(
      renderToString(<LocationsBlock block={block} site={site} now={new Date(TEST_NOW)} />),
    );
    expect(text).toContain(chosen?.location_name);
    expect(text).not.toContain('Opening hours');
    for (const other of site.locations.filter((l) => l !== chosen))
      expect(text).not.toContain(other.location_name);
  });
});
