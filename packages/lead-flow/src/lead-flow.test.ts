import { createApiClient } from '@dealer/api-client';
import { EVENT_IDS } from '@dealer/event-ids';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadContext } from './lead.js';
import { createLeadFlow, type LeadFlowOptions, type LeadFlowState } from './lead-flow.js';
import { type LeadServer, startLeadServer } from './test-lead-server.js';

const site: LeadContext['site'] = {
  slug: 'demo-motors',
  leads: { yes_no_fields: false },
  dealerships: [{ id: 1, slug: 'demo-dealer', name: 'Demo Dealer', manufacturers: [] }],
};
const steps = [{ id: 'contact' }, { id: 'vehicle' }, { id: 'finance' }];

let server: LeadServer;
beforeEach(async () => {
  server = await startLeadServer();
});
afterEach(async () => {
  await server.close();
});

function flow(extra: Partial<LeadFlowOptions> = {}) {
  let key = 0;
  const client = createApiClient({
    baseUrl: server.baseUrl,
    retryDelay: () => 0,
    generateId: () => `key-${++key}`,
    logger: { error: vi.fn(), warn: vi.fn() },
  });
  const reportError = vi.fn();
  const onConversion = vi.fn();
  const onSuccess = vi.fn();
  const controller = createLeadFlow({
    steps,
    client,
    site,
    category: 'Finance',
    context: () => ({
      url: 'https://demo.test/finance',
      userAgent: 'vitest',
      visitedPages: ['/', '/finance'],
    }),
    reportError,
    onConversion,
    onSuccess,
    ...extra,
  });
  return { controller, reportError, onConversion, onSuccess };
}

const contact = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412345678' };

describe('lead-flow', () => {
  it('should start on step 1 of Y with no back button and 0% progress (§4)', () => {
    const { controller } = flow();
    expect(controller.getState()).toMatchObject({
      stepIndex: 0,
      stepCount: 3,
      isFirstStep: true,
      canGoBack: false,
      progress: 0,
      progressLabel: 'Step 1 of 3',
      submitDisabled: false,
      submitLabel: 'Submit',
      leadId: null,
    });
  });

  it('should resume a journey whose first step a server saved, updating the same lead with the earlier values', async () => {
    const first = flow();
    await first.controller.submit(contact, { stepIndex: 0 });
    const saved = first.controller.savedLead();
    expect(saved).toEqual({ leadId: 'lead_1', updateToken: expect.any(String) });

    const { controller } = flow({
      resume: { stepIndex: 1, ...(saved as { leadId: string; updateToken: string }), values: contact },
    });
    expect(controller.getState()).toMatchObject({
      stepIndex: 1,
      leadId: 'lead_1',
      progressLabel: 'Step 2 of 3',
    });
    await controller.submit({ 'Vehicle Make': 'Kia' }, { stepIndex: 1 });
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', url: '/api/leads/lead_1' });
    expect(server.leads.size).toBe(1);
    expect(server.leads.get('lead_1')?.lead).toMatchObject({
      email: 'ann@example.com',
      'Vehicle Make': 'Kia',
    });
    expect(() => flow({ resume: { stepIndex: 3, leadId: 'x', updateToken: 'y', values: {} } })).toThrow(
      RangeError,
    );
  });

  it('should create, update and complete one lead through a whole journey (§4)', async () => {
    const { controller, onConversion, onSuccess, reportError } = flow({ customEvent: 'finance_lead' });
    const seen: LeadFlowState[] = [];
    controller.subscribe((s) => seen.push(s));

    const first = await controller.submit(contact, { stepIndex: 0 });
    expect(first).toEqual({ ok: true, leadId: 'lead_1', complete: false });
    const created = server.leads.get('lead_1');
    expect(created?.history[0]).toMatchObject({
      lead_status: 'Incomplete',
      form_completed: false,
      step_number: 1,
      name: 'Ann Lee', // §3 the full name from first and last name
      category: 'Finance',
      source: 'Website',
      website_slug: 'demo-motors',
      dealership_slug: 'demo-dealer',
      visited_pages: ['/', '/finance'],
    });
    expect(controller.getState()).toMatchObject({ stepIndex: 1, canGoBack: true, progress: 33 });
    expect(controller.getState().progressLabel).toBe('Step 2 of 3');

    await controller.submit({ 'Vehicle Make': 'Kia' }, { stepIndex: 1 });
    expect(server.requests[1]).toMatchObject({ method: 'PUT', url: '/api/leads/lead_1' });
    expect(created?.history[1]).toMatchObject({ lead_id: 'lead_1', step_number: 2, 'Vehicle Make': 'Kia' });

    const last = await controller.submit({ purchasePriceBudget: '30000' }, { stepIndex: 2 });
    expect(last).toEqual({ ok: true, leadId: 'lead_1', complete: true });
    expect(server.leads.size).toBe(1);
    expect(created?.lead).toMatchObject({ form_completed: true, step_number: 3, email: 'ann@example.com' });

    const state = controller.getState();
    expect(state).toMatchObject({
      status: 'complete',
      progress: 100,
      submitDisabled: true,
      submitLabel: 'Loading',
    });
    expect(state.canGoBack).toBe(false);
    expect(onConversion).toHaveBeenCalledExactlyOnceWith({
      customEvent: 'finance_lead',
      category: 'Finance',
      eventId: EVENT_IDS.finance,
      leadId: 'lead_1',
    });
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ path: '/success?category=finance&event_id=23', leadId: 'lead_1', car: null }),
    );
    expect(reportError).not.toHaveBeenCalled();
    // While submitting, the button was disabled and said Loading.
    expect(
      seen.some((s) => s.status === 'submitting' && s.submitDisabled && s.submitLabel === 'Loading'),
    ).toBe(true);
  });

  it('should not fire a conversion event without a custom event', async () => {
    const { controller, onConversion, onSuccess } = flow({ steps: [{ id: 'only' }] });
    await controller.submit(contact);
    expect(onConversion).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(server.leads.get('lead_1')?.lead).toMatchObject({ form_completed: true });
  });

  it('should hand the car and its vehicle event id to the success navigation', async () => {
    const car = { id: 99, car_type: 'used', tag: null };
    const { controller, onSuccess } = flow({
      steps: [{ id: 'only' }],
      car,
      isTestDrive: true,
      category: 'Test Drive',
    });
    await controller.submit(contact);
    expect(onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/success?category=test-drive&event_id=48&car_id=99',
        eventId: EVENT_IDS.testDriveUsed,
        car,
      }),
    );
  });

  it('should store exactly one lead when the connection drops after the server stored it', async () => {
    const { controller } = flow();
    server.faults.push('drop-after-commit');
    expect(await controller.submit(contact)).toMatchObject({ ok: true, leadId: 'lead_1' });
    expect(server.leads.size).toBe(1);
    expect(server.requests.map((r) => r.key)).toEqual(['key-1', 'key-1']);
  });

  it('should store exactly one lead after a dropped connection and a 500 on create', async () => {
    const { controller } = flow();
    server.faults.push('drop-before', '500-after-commit');
    expect(await controller.submit(contact)).toMatchObject({ ok: true, leadId: 'lead_1' });
    expect(server.leads.size).toBe(1);
    expect(server.requests).toHaveLength(3);
  });

  it('should apply an update once when its response is lost', async () => {
    const { controller } = flow();
    await controller.submit(contact);
    server.faults.push('500-after-commit');
    expect(await controller.submit({ message: 'hi' })).toMatchObject({ ok: true });
    expect(server.leads.get('lead_1')?.history).toHaveLength(2);
  });

  it("should show 'An unexpected error occured' and report it when retries run out (§8)", async () => {
    const { controller, reportError } = flow();
    server.faults.push('500-before', '500-before', '500-before');
    const result = await controller.submit(contact);
    expect(result).toEqual({
      ok: false,
      leadId: null,
      error: 'An unexpected error occured',
      fieldErrors: {},
    });
    expect(reportError).toHaveBeenCalledExactlyOnceWith(
      'Finance Form submission error occured. An unexpected error occured',
    );
    expect(controller.getState()).toMatchObject({
      status: 'error',
      error: 'An unexpected error occured',
      stepIndex: 0,
    });
    expect(server.leads.size).toBe(0);
    // The visitor can try again: the next click is a new logical request.
    expect(await controller.submit(contact)).toMatchObject({ ok: true });
    expect(server.leads.size).toBe(1);
  });

  it('should show the server error text and the field errors of a 400, without retrying (§8)', async () => {
    const { controller, reportError } = flow();
    const result = await controller.submit({ ...contact, email: 'not-an-email' });
    expect(result).toEqual({
      ok: false,
      leadId: null,
      error: 'Please check the highlighted fields',
      fieldErrors: { email: 'invalid email address' },
    });
    expect(server.requests).toHaveLength(1);
    expect(reportError).toHaveBeenCalledWith(
      'Finance Form submission error occured. Please check the highlighted fields',
    );
    expect(controller.getState().fieldErrors).toEqual({ email: 'invalid email address' });
    controller.clearError();
    expect(controller.getState()).toMatchObject({ status: 'idle', error: null, fieldErrors: {} });
  });

  it('should send one request for a double click', async () => {
    const { controller } = flow();
    const [a, b] = await Promise.all([controller.submit(contact), controller.submit(contact)]);
    expect(a).toBe(b);
    expect(server.requests).toHaveLength(1);
    expect(controller.getState().stepIndex).toBe(1);
  });

  it('should reject a step submitted out of order or twice, without a request', async () => {
    const { controller } = flow();
    expect(await controller.submit(contact, { stepIndex: 1 })).toEqual({
      ok: false,
      leadId: null,
      rejected: 'out_of_order',
    });
    await controller.submit(contact, { stepIndex: 0 });
    expect(await controller.submit(contact, { stepIndex: 0 })).toMatchObject({ rejected: 'out_of_order' });
    expect(server.requests).toHaveLength(1);
  });

  it('should reject any submit once complete', async () => {
    const { controller } = flow({ steps: [{ id: 'only' }] });
    await controller.submit(contact);
    expect(await controller.submit(contact)).toMatchObject({ rejected: 'complete' });
    expect(server.requests).toHaveLength(1);
  });

  it('should move back only from non-first steps and update the same lead on resubmit', async () => {
    const { controller } = flow();
    expect(controller.back()).toBe(false);
    await controller.submit(contact);
    expect(controller.back()).toBe(true);
    expect(controller.getState()).toMatchObject({ stepIndex: 0, canGoBack: false });
    await controller.submit({ ...contact, phone: '0499999999' }, { stepIndex: 0 });
    expect(server.leads.size).toBe(1);
    expect(server.leads.get('lead_1')?.lead.phone).toBe('0499999999');
  });

  it('should skip to a step and send the skipped steps with the next save (§3 skipped_steps)', async () => {
    const { controller } = flow({ steps: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }] });
    await controller.submit(contact);
    expect(controller.skipTo(3)).toBe(true);
    expect(controller.getState()).toMatchObject({ stepIndex: 3, skippedSteps: [2, 3], progress: 75 });
    await controller.submit({ message: 'done' }, { stepIndex: 3 });
    expect(server.leads.get('lead_1')?.history[1]).toMatchObject({ skipped_steps: [2, 3], step_number: 4 });
    expect(controller.skipTo(0)).toBe(false); // complete: nothing moves
  });

  it.each([-1, 3, 1.5, 0])('should refuse to skip to %s from step 0', (index) => {
    expect(flow().controller.skipTo(index)).toBe(false);
  });

  it('should refuse to move while submitting', async () => {
    const { controller } = flow();
    await controller.submit(contact);
    const pending = controller.submit({ x: 1 });
    expect(controller.back()).toBe(false);
    expect(controller.skipTo(2)).toBe(false);
    await pending;
  });

  it('should stop before any request when the injected validator rejects the lead', async () => {
    const { controller, reportError } = flow({
      validate: (lead) =>
        lead.phone ? { ok: true, lead } : { ok: false, fieldErrors: { phone: 'Required' } },
    });
    const result = await controller.submit({ first_name: 'Ann' });
    expect(result).toMatchObject({ ok: false, leadId: null, fieldErrors: { phone: 'Required' } });
    expect(server.requests).toHaveLength(0);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('should stop notifying after unsubscribe', async () => {
    const { controller } = flow();
    const listener = vi.fn();
    const unsubscribe = controller.subscribe(listener);
    unsubscribe();
    await controller.submit(contact);
    expect(listener).not.toHaveBeenCalled();
  });

  it('should stop a lead the §3 lead schema rejects before any request (default validator)', async () => {
    const { controller } = flow();
    const result = await controller.submit({ ...contact, finance_split_test_option: 'c' });
    expect(result).toMatchObject({ ok: false, leadId: null });
    expect(result.ok === false && 'fieldErrors' in result && result.fieldErrors).toHaveProperty(
      'finance_split_test_option',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('should refuse an empty step list', () => {
    expect(() => flow({ steps: [] })).toThrow(/at least one step/);
  });
});
