import '@dealer/ui/console.css';
import type { ConsoleLeadDetail, ConsoleLeadSummary } from '@dealer/api-client';
import { AuditLog, CONSOLE_NAV, ConsoleShell, LeadDetail, LeadInbox, TeamPanel } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_NOW } from './support/fixtures';

/** Console forms post to their route; in Storybook a submit stays on the story. */
function StoryForm(props: { method: 'post'; action?: string; className?: string; children: ReactNode }) {
  return <form {...props} onSubmit={(event) => event.preventDefault()} />;
}

const now = STORY_NOW.getTime();
const minutes = (n: number) => new Date(now + n * 60_000).toISOString();
const staff = { name: 'Ada Manager', email: 'ada@harbour.example', role: 'manager' };
const sites = [
  { slug: 'harbour-auto', name: 'Harbour Auto' },
  { slug: 'harbour-city', name: 'Harbour City' },
];
const people = [
  { id: 'u1', name: 'Sally Sales' },
  { id: 'u2', name: 'Ada Manager' },
];

function lead(id: string, overrides: Partial<ConsoleLeadSummary> = {}): ConsoleLeadSummary {
  return {
    id,
    siteSlug: 'harbour-auto',
    createdAt: minutes(-30),
    category: 'Used Vehicle',
    source: 'Website',
    status: 'new',
    lostReason: null,
    assignee: null,
    overdueAt: minutes(90),
    overdue: false,
    firstContactedAt: null,
    shopper: { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' },
    car: { id: 7, title: '2020 Toyota Kluger', stockNumber: 'HAR7' },
    ...overrides,
  };
}

const leads = [
  lead('l1'),
  lead('l2', {
    createdAt: minutes(-300),
    overdueAt: minutes(-60),
    overdue: true,
    shopper: { name: 'Pat Waiting', email: null, phone: '0400 111 222' },
    siteSlug: 'harbour-city',
  }),
  lead('l3', {
    status: 'contacted',
    overdueAt: null,
    assignee: { id: 'u1', name: 'Sally Sales' },
    shopper: { name: 'Kim Called', email: 'kim@example.com', phone: null },
    car: null,
    category: 'Finance',
  }),
];

const detail: ConsoleLeadDetail = {
  ...lead('l1'),
  data: {
    name: 'Jo Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    message: 'Is it still available? Can I bring my trade-in on Saturday?',
    'Vehicle Make': 'Toyota',
    'Vehicle Model': 'Kluger',
    dateTime: '2026-11-28T10:00',
    utm_source: 'google',
    utm_campaign: 'spring-suv',
    visited_pages: ['/search/new-used-and-demo-cars', '/cars/2020-toyota-kluger-7'],
  },
  formCompleted: true,
  quarantined: false,
  consent: [
    { noticeVersion: '2025-01', purposes: { contact: true, marketing: false }, recordedAt: minutes(-30) },
  ],
  deliveries: [
    {
      channel: 'adf',
      target: 'crm@harbour-auto.example',
      status: 'delivered',
      attempts: 1,
      lastError: null,
      deliveredAt: minutes(-29),
      log: [],
    },
    {
      channel: 'webhook',
      target: 'https://crm.example/hook',
      status: 'retrying',
      attempts: 3,
      lastError: 'HTTP 503',
      deliveredAt: null,
      log: [],
    },
  ],
  notes: [
    {
      id: 'n1',
      body: 'Left a voicemail.',
      author: { id: 'u1', name: 'Sally Sales' },
      createdAt: minutes(-10),
    },
  ],
  history: [],
  nextStatuses: ['allocated', 'contacted', 'appointment', 'won', 'lost'],
};

function Frame({ children, path }: { children: ReactNode; path: string }) {
  return (
    <ConsoleShell
      title="Harbour Auto Group"
      staff={staff}
      currentPath={path}
      nav={CONSOLE_NAV}
      Form={StoryForm}
    >
      {children}
    </ConsoleShell>
  );
}

/** The dealer console: the frame, the lead inbox, a lead, the team and the audit log. */
const meta = {
  title: 'Console/Leads and people',
  subcomponents: { ConsoleShell, LeadInbox, LeadDetail, TeamPanel, AuditLog },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {
  name: 'Inbox: newest first, one overdue, two sites',
  render: () => (
    <Frame path="/console/leads">
      <h1>Leads</h1>
      <LeadInbox
        list={{ leads, overdueCount: 1, total: 3 }}
        filters={{}}
        sites={sites}
        assignees={people}
        csvHref="/api/console/leads/export.csv"
        timeZone="Australia/Sydney"
        now={now}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('overdue-count')).toHaveTextContent('1');
    await expect(canvas.getByText('Overdue 1 h')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  },
};

export const EmptyInbox: Story = {
  name: 'Inbox: nothing matches the filters',
  render: () => (
    <Frame path="/console/leads">
      <LeadInbox
        list={{ leads: [], overdueCount: 0, total: 0 }}
        filters={{ status: 'won' }}
        sites={sites.slice(0, 1)}
        assignees={[]}
        csvHref="/api/console/leads/export.csv?status=won"
        timeZone="Australia/Sydney"
        now={now}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No leads match these filters.')).toBeVisible();
  },
};

export const Lead: Story = {
  name: 'Lead page: the record, delivery log, work forms',
  render: () => (
    <Frame path="/console/leads/l1">
      <LeadDetail
        lead={detail}
        car={{ name: '2020 Toyota Kluger GXL', href: '/cars/2020-toyota-kluger-7', image: null }}
        siteName="Harbour Auto"
        assignees={people}
        result={null}
        timeZone="Australia/Sydney"
        now={now}
        Form={StoryForm}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Call 0412 345 678' })).toHaveAttribute(
      'href',
      'tel:0412345678',
    );
    // The delivery log (managers only) starts closed on the lead page: a salesperson reads the shopper first.
    await expect(canvas.getByText('HTTP 503')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('heading', { name: 'Delivery to the CRM' }));
    await expect(canvas.getByText('HTTP 503')).toBeVisible();
  },
};

export const LeadRefused: Story = {
  name: 'Lead page: Lost without a reason (§8 400 beside the form)',
  render: () => (
    <Frame path="/console/leads/l1">
      <LeadDetail
        lead={detail}
        car={null}
        siteName="Harbour Auto"
        assignees={[]}
        result={{
          intent: 'status',
          error: 'Not saved.',
          fields: { lostReason: 'Say why the lead was lost.' },
        }}
        timeZone="Australia/Sydney"
        now={now}
        Form={StoryForm}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Say why the lead was lost.');
  },
};

export const Team: Story = {
  name: 'Team: members and a new invitation link',
  render: () => (
    <Frame path="/console/team">
      <TeamPanel
        members={[
          {
            userId: 'u2',
            ...staff,
            role: 'manager',
            siteSlugs: ['harbour-auto'],
            totpEnabled: true,
            createdAt: minutes(-9000),
          },
          {
            userId: 'u1',
            name: 'Sally Sales',
            email: 'sally@harbour.example',
            role: 'salesperson',
            siteSlugs: ['harbour-auto', 'harbour-city'],
            totpEnabled: false,
            createdAt: minutes(-5000),
          },
        ]}
        invitations={[]}
        sites={sites}
        roles={['salesperson']}
        selfId="u2"
        result={{
          intent: 'invite',
          invitation: {
            id: 'i1',
            email: 'new@harbour.example',
            name: 'Nia New',
            role: 'salesperson',
            siteSlugs: ['harbour-auto'],
            createdAt: minutes(0),
            expiresAt: minutes(7 * 24 * 60),
            state: 'pending',
            link: 'http://harbour-auto.localhost:3000/console/invite/abc123',
          },
        }}
        Form={StoryForm}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('invitation-link')).toHaveTextContent(
      '/console/invite/abc123',
    );
  },
};

export const Audit: Story = {
  name: 'Audit log: who changed what',
  render: () => (
    <Frame path="/console/audit">
      <AuditLog
        entries={[
          {
            id: 'a2',
            at: minutes(-5),
            actor: { id: 'u2', email: 'ada@harbour.example' },
            action: 'lead.status_changed',
            siteSlug: 'harbour-auto',
            target: { type: 'lead', id: 'l1' },
            before: { status: 'new' },
            after: { status: 'contacted' },
            ip: null,
          },
          {
            id: 'a1',
            at: minutes(-20),
            actor: { id: 'u2', email: 'ada@harbour.example' },
            action: 'staff.signed_in',
            siteSlug: null,
            target: { type: 'session', id: 's1' },
            before: null,
            after: null,
            ip: '203.0.113.9',
          },
        ]}
        filters={{}}
        sites={sites}
        people={people}
        olderHref={null}
        timeZone="Australia/Sydney"
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('status: contacted')).toBeVisible();
  },
};
