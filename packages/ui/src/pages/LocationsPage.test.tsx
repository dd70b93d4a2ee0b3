// @vitest-environment happy-dom
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { closeEarlyClicks, EARLY_CLICKS_SCRIPT } from '../analytics/early-clicks';
import { LocationsPage, mapHref } from './LocationsPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const registry = demoRegistry();
const harbour = siteBySlug(registry, 'harbour-auto');
const kiwi = siteBySlug(registry, 'kiwi-motors');
if (!harbour || !kiwi) throw new Error('demo sites missing');

/** 02:00 UTC of a date: the same date in every zone from Perth (10:00) to Auckland (15:00). */
const middayUtc = (date: string) => Date.parse(`${date}T12:00:00Z`) - 10 * 3_600_000;
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('LocationsPage (§2 our-locations)', () => {
  it('lists every location with address, phone, the week with Saturday hours and Sunday: By Appointment', () => {
    const html = text(renderToString(<LocationsPage site={harbour} now={middayUtc('2026-01-10')} />));
    for (const location of harbour.locations) {
      expect(html).toContain(location.location_name);
      expect(html).toContain(location.address.street);
      expect(html).toContain(`Call ${location.contact_detail.phone}`);
    }
    expect(html).toContain('Saturday: 8:30am - 4:00pm');
    expect(html).toContain('Sunday: By Appointment');
    expect(html).toContain('Sunday: Closed'); // the Kia yard
  });

  it('shows no opening hours, not seven Closed days, for a location whose file gives none', () => {
    const [yard] = harbour.locations;
    if (!yard) throw new Error('locations');
    const bare = {
      ...harbour,
      special_hours: [],
      locations: [{ ...yard, contact_detail: { phone: '+61 2 5550 7006', opening_hours: {} } }],
    };
    const html = text(renderToString(<LocationsPage site={bare} now={middayUtc('2026-01-10')} />));
    expect(html).toContain('Call +61 2 5550 7006');
    expect(html).not.toContain('Opening hours');
    expect(html).not.toContain('Closed');
  });

  it('shows special_hours still to come, not past ones', () => {
    const html = text(renderToString(<LocationsPage site={harbour} now={middayUtc('2026-04-04')} />));
    expect(html).toContain('Thursday 24 December (Christmas Eve): 8:30am - 1:00pm');
    expect(html).toContain('Friday 25 December (Christmas Day): Closed');
    expect(html).not.toContain('Good Friday');
    const april = text(renderToString(<LocationsPage site={harbour} now={middayUtc('2026-04-01')} />));
    expect(april).toContain('Friday 3 April (Good Friday): Closed');
  });

  it('shows each yard’s coming special hours by its own date: Perth is still on Christmas Day', () => {
    const [sydney] = harbour.locations;
    if (!sydney) throw new Error('locations');
    const perth = {
      ...sydney,
      id: 4242,
      location_name: 'Harbour Perth',
      primary: false,
      state: 'WA',
      address: { ...sydney.address, state: 'WA', postcode: '6000' },
    };
    const boxing = { date: '2026-12-26', label: 'Boxing Day', status: 'closed' as const };
    const group = {
      ...harbour,
      locations: [sydney, perth],
      special_hours: [
        ...harbour.special_hours,
        boxing,
        { ...boxing, status: 'by_appointment' as const, location_id: 4242 },
      ],
    };
    // 14:30 UTC on 25 Dec 2026: 01:30 on Boxing Day in Sydney, 22:30 on Christmas Day in Perth.
    const html = renderToString(<LocationsPage site={group} now={Date.parse('2026-12-25T14:30:00Z')} />);
    const [sydneyPart, ...rest] = text(html).split('Harbour Perth');
    const perthPart = rest.join(' ');
    expect(sydneyPart).not.toContain('Christmas Day');
    expect(sydneyPart).toContain('Saturday 26 December (Boxing Day): Closed');
    expect(perthPart).toContain('Friday 25 December (Christmas Day): Closed');
    // Perth's own Boxing Day entry replaces the site-wide one: one line for the date.
    expect(perthPart).toContain('Saturday 26 December (Boxing Day): By Appointment');
    expect(perthPart.match(/26 December/g)).toHaveLength(1);
  });

  it('gives the §9 NZ hours: Monday to Saturday 8:30am-5:30pm, Sunday closed', () => {
    const html = text(renderToString(<LocationsPage site={kiwi} now={middayUtc('2026-01-01')} />));
    expect(html).toContain('Saturday: 8:30am - 5:30pm');
    expect(html).toContain('Sunday: Closed');
  });

  it('links a map by coordinates or address and reports §9 directions on click', () => {
    const [first, , third] = harbour.locations;
    if (!first || !third) throw new Error('locations');
    expect(mapHref(first)).toBe('https://www.google.com/maps/search/?api=1&query=-33.7661%2C151.2686');
    expect(mapHref(third)).toContain(encodeURIComponent('1718 Pittwater Road'));
    const asked: number[] = [];
    const host = document.createElement('div');
    const root = createRoot(host);
    act(() =>
      root.render(
        <LocationsPage site={harbour} now={middayUtc('2026-01-01')} onDirections={(l) => asked.push(l.id)} />,
      ),
    );
    const link = [...host.querySelectorAll('a')].find((a) => a.textContent?.includes('Get directions'));
    link?.addEventListener('click', (e) => e.preventDefault());
    act(() => link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(asked).toEqual([first.id]);
    act(() => root.unmount());
  });

  it('counts a map opened before the page hydrated, once, for its own location', async () => {
    const second = harbour.locations[1];
    if (!second) throw new Error('locations');
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(<LocationsPage site={harbour} now={middayUtc('2026-01-01')} />);
    new Function(EARLY_CLICKS_SCRIPT)();
    const links = [...host.querySelectorAll('a')].filter((a) => a.textContent?.includes('Get directions'));
    for (const a of links) a.addEventListener('click', (e) => e.preventDefault());
    links[1]?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    const asked: number[] = [];
    const page = (
      <LocationsPage site={harbour} now={middayUtc('2026-01-01')} onDirections={(l) => asked.push(l.id)} />
    );
    const root = await act(async () => hydrateRoot(host, page));
    expect(asked).toEqual([second.id]);
    act(() =>
      root.render(
        <LocationsPage site={harbour} now={middayUtc('2026-01-02')} onDirections={(l) => asked.push(l.id)} />,
      ),
    );
    expect(asked).toEqual([second.id]);
    closeEarlyClicks();
    act(() => root.unmount());
    host.remove();
  });
});
