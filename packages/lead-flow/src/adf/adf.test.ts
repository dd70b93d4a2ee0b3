import { adfDtdErrors } from '@dealer/test-utils/adf-dtd';
import { describe, expect, it } from 'vitest';
import { type AdfProspect, adfXml } from './adf.js';

const prospect = (overrides: Partial<AdfProspect> = {}): AdfProspect => ({
  id: '5f0c1c1e-2b1a-4a7e-9a53-0d7c1b0f7a11',
  requestDate: new Date('2026-11-24T02:03:04.567Z'),
  vehicles: [
    {
      interest: 'buy',
      status: 'used',
      year: 2021,
      make: 'Toyota',
      model: 'Corolla',
      vin: 'JTNB23HE00J000001',
      stock: 'HT1234',
      odometer: 48_210,
      price: 27_990,
      currency: 'AUD',
    },
  ],
  customer: { first: 'Ann', last: 'Lee', email: 'ann@example.com', phone: '0412 345 678' },
  comments: 'Is it still available?',
  vendor: {
    id: 1011,
    name: 'Harbour Toyota',
    url: 'https://harbour-auto.example',
    contact: {
      name: 'Harbour Toyota Brookvale',
      email: 'toyota@harbour-auto.example',
      phone: '02 9000 0001',
    },
  },
  provider: { name: 'Dealer Platform', service: 'Website lead' },
  ...overrides,
});

describe('adfXml', () => {
  it('should write one new prospect with vehicle, customer, vendor and provider, valid against the ADF 1.0 DTD', () => {
    const xml = adfXml(prospect());
    expect(adfDtdErrors(xml)).toEqual([]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
    expect(xml).toContain('<prospect status="new">');
    expect(xml).toContain('<requestdate>2026-11-24T02:03:04Z</requestdate>');
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><year>2021</year><make>Toyota</make><model>Corolla</model>' +
        '<vin>JTNB23HE00J000001</vin><stock>HT1234</stock><odometer units="km">48210</odometer>' +
        '<price type="asking" currency="AUD">27990</price></vehicle>',
    );
    expect(xml).toContain(
      '<customer><contact><name part="first" type="individual">Ann</name><name part="last" type="individual">Lee</name>' +
        '<email>ann@example.com</email><phone type="voice">0412 345 678</phone></contact>' +
        '<comments>Is it still available?</comments></customer>',
    );
    expect(xml).toContain('<vendor><id>1011</id><vendorname>Harbour Toyota</vendorname>');
    expect(xml).toContain('<provider><name part="full" type="business">Dealer Platform</name>');
  });

  it('should write test-drive and trade-in vehicles, and empty required parts when the lead has no car', () => {
    const two = adfXml(
      prospect({
        vehicles: [
          { interest: 'test-drive', make: 'Kia', model: 'Sportage' },
          {
            interest: 'trade-in',
            year: '2012',
            make: 'Ford',
            model: 'Focus',
            odometer: 180_000,
            price: 4000,
          },
        ],
      }),
    );
    expect(adfDtdErrors(two)).toEqual([]);
    expect(two).toContain('<vehicle interest="test-drive"><year></year><make>Kia</make>');
    expect(two).toContain('<price type="appraisal">4000</price>');
    const none = adfXml(prospect({ vehicles: [], customer: { name: 'Jo' }, comments: '' }));
    expect(adfDtdErrors(none)).toEqual([]);
    expect(none).toContain('<vehicle interest="buy"><year></year><make></make><model></model></vehicle>');
    expect(none).toContain('<contact><name part="full" type="individual">Jo</name><email></email></contact>');
  });

  it('should write only a phone when the shopper gave no email', () => {
    const xml = adfXml(prospect({ customer: { name: 'Jo', phone: '021 555 0101' } }));
    expect(adfDtdErrors(xml)).toEqual([]);
    expect(xml).toContain(
      '<name part="full" type="individual">Jo</name><phone type="voice">021 555 0101</phone>',
    );
  });

  it('should keep hostile input as text: markup, CDATA ends, entities, control characters, emoji', () => {
    const hostile =
      '</comments></customer><vendor>x</vendor> & &amp; ]]> <![CDATA[ "q" \'a\' \u0000\u0007\u001b\ufffe\ud800 🚗👍🏽';
    const xml = adfXml(
      prospect({
        customer: {
          first: '<b>Ann</b>',
          last: "O'Neil & Sons ]]>",
          email: 'a"b@example.com',
          phone: '<0412>',
        },
        comments: hostile,
        vehicles: [{ interest: 'buy', make: '<Toyota/>', model: '&lt;', stock: ']]>' }],
      }),
    );
    expect(adfDtdErrors(xml)).toEqual([]);
    expect(xml.match(/<vendor>/g)).toHaveLength(1);
    expect(xml).not.toContain(']]>');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is checked for.
    expect(xml).not.toMatch(/[\0-\x08\x0b\x0c\x0e-\x1f]/);
    expect(xml).toContain(
      '<comments>&lt;/comments&gt;&lt;/customer&gt;&lt;vendor&gt;x&lt;/vendor&gt; &amp; &amp;amp; ]]&gt; ' +
        '&lt;![CDATA[ &quot;q&quot; &apos;a&apos;  🚗👍🏽</comments>',
    );
    expect(xml).toContain('<name part="last" type="individual">O&apos;Neil &amp; Sons ]]&gt;</name>');
    expect(xml).toContain('<make>&lt;Toyota/&gt;</make><model>&amp;lt;</model><stock>]]&gt;</stock>');
  });

  it('should write the request date with the offset of the given zone (summer, winter, half hours), else in UTC', () => {
    const at = (iso: string, timeZone?: string) =>
      /<requestdate>([^<]*)<\/requestdate>/.exec(
        adfXml(prospect({ requestDate: new Date(iso), ...(timeZone ? { timeZone } : {}) })),
      )?.[1];
    expect(at('2026-03-10T23:00:00.900Z', 'Australia/Sydney')).toBe('2026-03-11T10:00:00+11:00');
    expect(at('2026-07-01T02:03:04Z', 'Australia/Sydney')).toBe('2026-07-01T12:03:04+10:00');
    expect(at('2026-07-01T02:03:04Z', 'Australia/Adelaide')).toBe('2026-07-01T11:33:04+09:30');
    expect(at('2026-01-15T11:30:00Z', 'Pacific/Auckland')).toBe('2026-01-16T00:30:00+13:00');
    expect(at('2026-07-01T02:03:04Z')).toBe('2026-07-01T02:03:04Z');
    expect(adfDtdErrors(adfXml(prospect({ timeZone: 'Australia/Perth' })))).toEqual([]);
  });

  it('should be found invalid by the DTD check when a required part is missing (the check can fail)', () => {
    const xml = adfXml(prospect()).replace(/<vendorname>[^<]*<\/vendorname>/, '');
    expect(adfDtdErrors(xml).join('\n')).toMatch(/vendor/);
    expect(adfDtdErrors('<adf><prospect>')[0]).toMatch(/not well-formed/);
  });
});
