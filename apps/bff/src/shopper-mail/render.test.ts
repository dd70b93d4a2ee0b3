import { carSchema } from '@dealer/pricing';
import { demoRegistry } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from './defaults.js';
import { mergeValues, shopperMessage } from './render.js';

const site = demoRegistry().sites.find((s) => s.slug === 'harbour-auto');
if (!site) throw new Error('no demo site');
const car = carSchema.parse({
  id: 7,
  name: '2022 Kia Seltos',
  slug: '2022-kia-seltos-7',
  stocknum: 'S7',
  make: 'Kia',
  model: 'Seltos',
  year: 2022,
  price: 29_990,
  reduced_price: 27_990,
  car_type: 'used',
  status: 'in_stock',
  created_at: '2026-11-01T00:00:00.000Z',
  created_at_timestamp: 1_793_491_200,
  show_on_dealer_website: true,
  dealership_id: 1,
  dealership_slug: 'harbour-kia',
  primary_image_url: '/images/kia/front.svg',
});
const base = { to: 'sam@example.com', site, car, provider: { email: 'leads@platform.example' } };

describe('shopper mails', () => {
  it('should fill the car (photo made absolute, §4 price), the yard and the shopper', () => {
    const values = mergeValues({
      ...base,
      kind: 'enquiry',
      lead: { first_name: 'Sam' },
      appointment: null,
      template: DEFAULT_TEMPLATES.enquiry,
    });
    const location = site.locations[0];
    expect(values).toMatchObject({
      shopper_name: 'Sam',
      car_title: '2022 Kia Seltos',
      car_price: '$27,990 Excl. Govt. Charges',
      car_photo_url: `${site.url.replace(/\/$/, '')}/images/kia/front.svg`,
      location_phone: location?.contact_detail.phone,
    });
    expect(values.location_hours).toContain('Monday: ');
  });

  it('should ask the shopper to call a yard whose site file gives no opening hours', () => {
    const [yard] = site.locations;
    if (!yard) throw new Error('no location');
    const bare = {
      ...site,
      locations: [{ ...yard, contact_detail: { phone: '+61 2 5550 7006', opening_hours: {} } }],
    };
    const values = mergeValues({
      ...base,
      site: bare,
      kind: 'enquiry',
      lead: { first_name: 'Sam' },
      appointment: null,
      template: DEFAULT_TEMPLATES.enquiry,
    });
    expect(values.location_hours).toBe('please call +61 2 5550 7006');
  });

  it('should link the car on the origin the site’s pages name themselves by', () => {
    const values = (url: unknown, on = site) =>
      mergeValues({
        ...base,
        site: on,
        kind: 'enquiry',
        lead: { first_name: 'Sam', url },
        appointment: null,
        template: DEFAULT_TEMPLATES.enquiry,
      });
    // Sent from the site's custom host over https (a TLS proxy): the canonical https host, not the url.
    expect(values('https://WWW.harbour-auto.example./cars/2022-kia-seltos-7?utm_source=x')).toMatchObject({
      car_url: 'https://www.harbour-auto.example/cars/2022-kia-seltos-7',
      car_photo_url: 'https://www.harbour-auto.example/images/kia/front.svg',
    });
    // A page URL on another host, or none, never chooses the address.
    for (const url of ['https://evil.example/cars/x', 'javascript:alert(1)', 'not a url', 42, undefined])
      expect(values(url).car_url).toBe(`${site.url.replace(/\/$/, '')}/cars/2022-kia-seltos-7`);
    // A site with a public url names it, whatever page the lead came from.
    const live = { ...site, url: 'https://www.harbour-auto.com.au' };
    expect(values('http://www.harbour-auto.example/', live).car_url).toBe(
      'https://www.harbour-auto.com.au/cars/2022-kia-seltos-7',
    );
  });

  it('should write the appointment time in the yard’s zone', () => {
    const values = mergeValues({
      ...base,
      kind: 'appointment_confirmed',
      lead: {},
      appointment: { starts_at: '2026-11-27T04:30:00.000Z', location_id: site.locations[0]?.id ?? 0 },
      template: DEFAULT_TEMPLATES.appointment_confirmed,
    });
    expect(values.shopper_name).toBe('there');
    expect(values.appointment_time).toBe('Friday 27 November at 3:30 pm');
  });

  it('should write a rental booking’s dates as days (calendar dates: no zone moves them)', () => {
    const input = {
      ...base,
      kind: 'rental_booking' as const,
      lead: { name: 'Sam Lee', pickup_date: '2026-12-05', return_date: '2026-12-08' },
      appointment: null,
      template: DEFAULT_TEMPLATES.rental_booking,
    };
    expect(mergeValues(input)).toMatchObject({
      pickup_date: 'Saturday 5 December 2026',
      return_date: 'Tuesday 8 December 2026',
    });
    const mail = shopperMessage(input);
    expect(mail.subject).toContain('Saturday 5 December 2026 to Tuesday 8 December 2026');
    expect(mail.text).toContain('from Saturday 5 December 2026 to Tuesday 8 December 2026');
    expect(mail.html).toContain('Tuesday 8 December 2026');
  });

  it('should send from the site’s name, reply to the yard, escape the shopper’s words', () => {
    const mail = shopperMessage({
      ...base,
      kind: 'enquiry',
      lead: { first_name: '<b>Sam</b>' },
      appointment: null,
      template: DEFAULT_TEMPLATES.enquiry,
    });
    expect(mail.from).toBe(`"${site.name}" <leads@platform.example>`);
    expect(mail.replyTo).toBe(site.locations[0]?.contact_detail.email ?? site.email);
    expect(mail.html).toContain('Hi &lt;b&gt;Sam&lt;/b&gt;,');
    expect(mail.text).toContain('Hi <b>Sam</b>,');
    expect(mail.html).toContain('<img src="http');
  });
});
