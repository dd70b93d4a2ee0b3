import type { ConsoleLeadDetail, ConsoleLeadSummary } from '@dealer/api-client';

/** A console lead row for the inbox components' tests. */
export function leadSummary(overrides: Partial<ConsoleLeadSummary> = {}): ConsoleLeadSummary {
  return {
    id: 'lead-1',
    siteSlug: 'harbour-auto',
    createdAt: '2026-11-24T01:00:00Z',
    category: 'General Enquiry',
    source: 'Website',
    status: 'new',
    lostReason: null,
    assignee: null,
    overdueAt: '2026-11-24T03:00:00Z',
    overdue: false,
    firstContactedAt: null,
    shopper: { name: 'Sam Shopper', email: 'sam@example.com', phone: '0400 000 000' },
    car: { id: 7, title: '2022 Kia Sportage', stockNumber: 'K7' },
    ...overrides,
  };
}

export function leadDetail(overrides: Partial<ConsoleLeadDetail> = {}): ConsoleLeadDetail {
  return {
    ...leadSummary(),
    data: { name: 'Sam Shopper', email: 'sam@example.com', message: 'Still there?', utm_source: 'google' },
    formCompleted: true,
    quarantined: false,
    consent: [
      {
        noticeVersion: '2024-01',
        purposes: { contact: true, marketing: false },
        recordedAt: '2026-11-24T01:00:00Z',
      },
    ],
    deliveries: [
      {
        channel: 'adf-email',
        target: 'crm@harbour.example',
        status: 'delivered',
        attempts: 1,
        lastError: null,
        deliveredAt: '2026-11-24T01:00:05Z',
        log: [],
      },
    ],
    notes: [],
    history: [],
    nextStatuses: ['allocated', 'contacted', 'appointment', 'won', 'lost'],
    ...overrides,
  };
}
