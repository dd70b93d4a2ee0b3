import { demoRegistry, type Site } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../store/outbox.js';
import { adfMail, notificationMail, WEBHOOK_SCHEMA_VERSION, webhookBody } from './messages.js';

const site = demoRegistry().sites.find((s) => s.slug === 'harbour-auto') as Site;
const row = (lead: Record<string, unknown>, channel: OutboxRow['channel'] = 'adf'): OutboxRow => ({
  id: 'row-1',
  site_slug: site.slug,
  lead_id: 'lead-1',
  topic: 'lead.created',
  payload: { event: 'lead.created', site: site.slug, lead },
  attempts: 1,
  channel,
  target: 'crm@harbour-auto.example',
  created_at: '2026-11-24T01:02:03.000Z',
});
const context = { site, car: null, provider: { name: 'Dealer Platform', email: 'leads@platform.example' } };

describe('delivery messages', () => {
  it('should version the webhook body and keep the payload', () => {
    expect(JSON.parse(webhookBody(row({ name: 'Jo' }, 'webhook')))).toEqual({
      schema_version: WEBHOOK_SCHEMA_VERSION,
      id: 'row-1',
      topic: 'lead.created',
      event: 'lead.created',
      site: 'harbour-auto',
      lead: { name: 'Jo' },
    });
  });

  it('should keep a shopper’s line breaks out of the subject and put the ADF in body and attachment', () => {
    const mail = adfMail(row({ name: 'Jo\r\nBcc: victim@example.com', category: 'Test Drive' }), context);
    expect(mail.subject).toBe('ADF lead: Test Drive from Jo Bcc: victim@example.com (Harbour Auto Group)');
    expect(mail.to).toBe('crm@harbour-auto.example');
    expect(mail.text).toContain('<requestdate>2026-11-24T01:02:03Z</requestdate>');
    expect(mail.attachments).toEqual([
      { filename: 'lead-lead-1.xml', content: mail.text, contentType: 'application/xml' },
    ]);
  });

  it('should write a plain-text notification with contact, answers and the lead id', () => {
    const mail = notificationMail(
      row({ first_name: 'Ann', last_name: 'Lee', phone: '0412 345 678', message: 'Hi' }, 'notify'),
      {
        ...context,
        car: { year: 2021, make: 'Toyota', model: 'Corolla', stocknum: 'S1' },
      },
    );
    expect(mail.subject).toBe('New lead: Ann Lee (Harbour Auto Group)');
    expect(mail.text).toBe(
      'New enquiry on Harbour Auto Group.\n\nName: Ann Lee\nPhone: 0412 345 678\nCar: 2021 Toyota Corolla (stock S1)\n\nHi\n\nLead id: lead-1\n',
    );
  });
});
