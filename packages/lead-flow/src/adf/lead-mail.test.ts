import { demoRegistry, type Site, siteBySlug } from '@dealer/site-registry';
import { adfDtdErrors } from '@dealer/test-utils/adf-dtd';
import { describe, expect, it } from 'vitest';
import { adfLeadMail, notificationLeadMail, shopperName } from './lead-mail.js';

const site = siteBySlug(demoRegistry(), 'harbour-auto') as Site;
const provider = { name: 'Dealer Platform', email: 'leads@platform.example' };
const lead = {
  category: 'Finance',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '0412 345 678',
  purchasePriceBudget: '25000',
};
const input = { leadId: 'lead-1', receivedAt: new Date('2026-12-01T00:00:00Z'), lead, site, provider };

describe('lead mails', () => {
  it('should name the shopper in both subjects and word the answers the same way', () => {
    const adf = adfLeadMail(input);
    const notice = notificationLeadMail(input);
    expect(adf.subject).toBe(`ADF lead: Finance from Ann Lee (${site.name})`);
    expect(notice.subject).toBe(`New lead: Finance from Ann Lee (${site.name})`);
    expect(adfDtdErrors(adf.text)).toEqual([]);
    expect(adf.text).toContain('Purchase budget: $25,000');
    expect(notice.text).toContain('Purchase budget: $25,000');
    expect(notice.text).toContain('Name: Ann Lee\nEmail: ann@example.com\nPhone: 0412 345 678');
  });

  it('should say incomplete in the subjects and the bodies of an abandoned lead', () => {
    const adf = adfLeadMail({ ...input, incomplete: true });
    const notice = notificationLeadMail({ ...input, incomplete: true });
    expect(adf.subject).toMatch(/^ADF lead \(incomplete\): Finance from Ann Lee/);
    expect(adf.text).toContain('<comments>INCOMPLETE: the shopper stopped part-way');
    expect(adfDtdErrors(adf.text)).toEqual([]);
    expect(notice.subject).toMatch(/^Incomplete lead: Finance from Ann Lee/);
    expect(notice.text).toContain('INCOMPLETE');
  });

  it('should keep a subject on one line whatever the shopper typed', () => {
    expect(adfLeadMail({ ...input, lead: { name: 'Jo\r\nBcc: x@example.com' } }).subject).toBe(
      `ADF lead: Enquiry from Jo Bcc: x@example.com (${site.name})`,
    );
    expect(shopperName({})).toBe('A shopper');
  });
});
