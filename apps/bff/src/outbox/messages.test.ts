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
    expect(mail.text).toContain('<requestdate>2026-11-24T12:02:03+11:00</requestdate>');
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
    expect(mail.subject).toBe('New lead: enquiry from Ann Lee (Harbour Auto Group)');
    expect(mail.text).toBe(
      'New enquiry on Harbour Auto Group.\n\nShopper\nName: Ann Lee\nPhone: 0412 345 678\n\n' +
        'Car of interest\nCar: 2021 Toyota Corolla\nStock number: S1\n\nEnquiry\nMessage: Hi\n\nLead id: lead-1\n',
    );
  });

  it('should mark both mails of an abandoned lead incomplete', () => {
    const abandoned = (channel: OutboxRow['channel']) => ({
      ...row({ first_name: 'Ann', category: 'Finance', lead_status: 'Incomplete' }, channel),
      topic: 'lead.abandoned',
    });
    expect(adfMail(abandoned('adf'), context).subject).toBe(
      'ADF lead (incomplete): Finance from Ann (Harbour Auto Group)',
    );
    expect(adfMail(abandoned('adf'), context).text).toContain('<comments>INCOMPLETE:');
    expect(notificationMail(abandoned('notify'), context).subject).toBe(
      'Incomplete lead: Finance from Ann (Harbour Auto Group)',
    );
  });
});
