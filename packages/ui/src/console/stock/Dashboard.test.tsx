import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DashboardPanel, MailList, responseText } from './Dashboard';

describe('DashboardPanel', () => {
  it('writes response times in hours and minutes', () => {
    expect(responseText(null)).toBe('—');
    expect(responseText(45)).toBe('45 min');
    expect(responseText(120)).toBe('2 h');
    expect(responseText(125)).toBe('2 h 5 min');
  });

  it('prints the tiles, the counts and the most viewed cars', () => {
    const html = renderToStaticMarkup(
      <DashboardPanel
        figures={{
          site: 'harbour-auto',
          days: 30,
          ownLeadsOnly: false,
          leads: 3,
          bySource: [{ key: 'google', count: 2 }],
          byCategory: [{ key: 'General Enquiry', count: 3 }],
          medianFirstResponseMinutes: 95,
          contacted: 2,
          overdue: 1,
          held: 2,
          vdpViews: 40,
          topViewed: [{ key: '7', count: 9, name: '2020 Mazda CX-5' }],
          from: '2026-11-27',
          to: '2026-11-28',
          timeZone: 'Australia/Sydney',
          series: {
            sources: ['google'],
            categories: ['General Enquiry'],
            days: [
              {
                date: '2026-11-27',
                leads: 1,
                bySource: { google: 1 },
                byCategory: { 'General Enquiry': 1 },
                medianFirstResponseMinutes: 95,
                overdue: 0,
              },
              {
                date: '2026-11-28',
                leads: 2,
                bySource: { google: 2 },
                byCategory: { 'General Enquiry': 2 },
                medianFirstResponseMinutes: null,
                overdue: 1,
              },
            ],
          },
          salespeople: [
            {
              id: 'u1',
              name: 'Sally Sales',
              leads: 3,
              medianFirstResponseMinutes: 95,
              contactedWithinHour: 0,
              appointments: 1,
              sold: 1,
              lost: 1,
              lostReasons: [{ key: 'Bought elsewhere', count: 1 }],
            },
          ],
        }}
      />,
    );
    expect(html).toContain('<dt>Median first response</dt><dd>1 h 35 min</dd>');
    expect(html).toContain('<dt>Overdue now</dt><dd>1</dd>');
    expect(html).toContain('<dt>Held for review</dt><dd>2</dd>');
    expect(html).toContain('<td>google</td><td>2</td>');
    expect(html).toContain('2020 Mazda CX-5 — 9 views');
    // Issue 33 item 5: the charts with their summaries and tables, and the per-salesperson table.
    expect(html).toContain(
      'aria-label="3 leads from 27 Nov to 28 Nov by source: google 3, most on 28 Nov (2)."',
    );
    expect(html).toContain('<th scope="row">28 Nov</th><td>2</td><td>2</td>');
    expect(html).toContain(
      'Leads overdue at each day’s end from 27 Nov to 28 Nov: 0 at the start, 1 at the end',
    );
    expect(html).toContain('Sally Sales');
    expect(html).toContain('1 (Bought elsewhere: 1)');
    expect(html).not.toContain('style=');
  });

  it('lists caught mails, or says why there are none', () => {
    const html = renderToStaticMarkup(
      <MailList
        catcher
        mails={[
          {
            id: 'm1',
            receivedAt: '2026-03-10T23:00:00Z',
            from: 'a@x',
            to: ['crm@y'],
            subject: 'ADF lead',
            size: 10,
          },
        ]}
        formatTime={(iso) => iso}
        openHref={(id) => `/console/mail/${id}`}
      />,
    );
    expect(html).toContain('href="/console/mail/m1"');
    expect(
      renderToStaticMarkup(<MailList catcher={false} mails={[]} formatTime={String} openHref={String} />),
    ).toContain('SMTP');
  });
});
