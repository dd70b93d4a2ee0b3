import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from './defaults.js';
import { checkTemplate, renderTemplate, SHOPPER_MAIL_KINDS } from './merge-fields.js';

const good = {
  subject: 'Hi {{shopper_name}}',
  text: 'Call {{location_phone}}',
  html: '<p>{{location_phone}}</p>',
};

describe('checkTemplate', () => {
  it('should pass every default template', () => {
    for (const kind of SHOPPER_MAIL_KINDS)
      expect(checkTemplate(kind, DEFAULT_TEMPLATES[kind])).toEqual({ ok: true });
  });

  it.each([
    [{ ...good, text: 'Hi {{shopper_nmae}} {{location_phone}}' }, 'text', 'unknown merge field shopper_nmae'],
    [{ ...good, html: '<p>{{{location_phone}}}</p>' }, 'html', 'triple braces'],
    [{ ...good, html: '<p>{{car_price}}</p>' }, 'html', 'car_price may be empty'],
    [{ ...good, html: '{{#each x}}y{{/each}}' }, 'html', 'only {{#if field}} blocks'],
    [{ ...good, html: '{{> footer}}' }, 'html', 'partials'],
    [{ ...good, text: '{{lookup a b}}' }, 'text', 'only plain merge fields'],
    [{ ...good, subject: '{{#if x' }, 'subject', 'cannot be read'],
    [{ ...good, subject: ' ' }, 'subject', 'empty'],
  ])('should refuse %j naming %s', (template, field, error) => {
    expect(checkTemplate('enquiry', template)).toMatchObject({
      ok: false,
      field,
      error: expect.stringContaining(error),
    });
  });

  it('should name a missing required field', () => {
    expect(checkTemplate('enquiry', { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })).toMatchObject({
      ok: false,
      field: 'location_phone',
    });
    expect(checkTemplate('appointment_confirmed', good)).toMatchObject({
      ok: false,
      field: 'appointment_time',
    });
    expect(
      checkTemplate('rental_booking', { ...good, text: 'From {{pickup_date}} {{location_phone}}' }),
    ).toMatchObject({
      ok: false,
      field: 'return_date',
    });
    expect(checkTemplate('enquiry', { ...good, text: '{{pickup_date}} {{location_phone}}' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('unknown merge field pickup_date'),
    });
  });

  it('should take a maybe-empty field inside its if block', () => {
    expect(
      checkTemplate('enquiry', {
        ...good,
        html: '{{#if car_price}}{{car_price}}{{else}}Ask us{{/if}}{{location_phone}}',
      }),
    ).toEqual({ ok: true });
  });
});

describe('renderTemplate', () => {
  it('should escape every value in the HTML, keep the text plain and the subject on one line', () => {
    const out = renderTemplate(
      {
        subject: 'Hi {{shopper_name}}',
        text: 'Hi {{shopper_name}}',
        html: '<p>{{shopper_name}}</p>{{#if car_title}}<b>{{car_title}}</b>{{/if}}',
      },
      { shopper_name: '<script>x</script>\r\nBcc: a@b.c' },
    );
    expect(out.subject).toBe('Hi <script>x</script> Bcc: a@b.c');
    expect(out.text).toContain('<script>x</script>');
    expect(out.html).toBe('<p>&lt;script&gt;x&lt;/script&gt;\r\nBcc: a@b.c</p>');
  });
});
