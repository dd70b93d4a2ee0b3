import { describe, expect, it } from 'vitest';
import { menu, theme, week } from './builders.js';

describe('builders', () => {
  it('should build a week with weekdays shared and the weekend given', () => {
    const hours = week(['08:30', '17:30'], 'closed', 'by_appointment');
    expect(hours.monday).toEqual({ status: 'open', open: '08:30', close: '17:30' });
    expect(hours.friday).toEqual(hours.monday);
    expect(hours.saturday).toEqual({ status: 'closed' });
    expect(hours.sunday).toEqual({ status: 'by_appointment' });
  });

  it('should default danger and success colours of a palette', () => {
    const t = theme(
      {
        primary: '#000000',
        onPrimary: '#ffffff',
        accent: '#111111',
        background: '#ffffff',
        surface: '#eeeeee',
        text: '#000000',
        muted: '#777777',
      },
      'X',
      { heading: 'A', body: 'B' },
    );
    expect(t.colors).toMatchObject({ danger: '#c62828', success: '#2e7d32' });
    expect(t.radius).toBe('8px');
  });

  it('should build a menu with stock links, the finance page and News for a /news blog', () => {
    const items = menu({
      stockLabel: 'Cars',
      listing: '/used-car',
      stockLinks: [['Used Cars', '/used-car/used-cars']],
      finance: '/finance-enquiry',
      blog: '/news',
    });
    expect(items[0]).toEqual({
      label: 'Cars',
      href: '/used-car',
      children: [{ label: 'Used Cars', href: '/used-car/used-cars' }],
    });
    expect(items.find((i) => i.label === 'Finance')?.href).toBe('/finance-enquiry');
    expect(items.at(-1)).toEqual({ label: 'News', href: '/news' });
  });
});
