import type { LeadCreated, LeadPayload } from '@dealer/api-client';
import { ApiError } from '@dealer/api-client';
import type { Site } from '@dealer/site-registry';
import { createSite } from '@dealer/test-utils';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { type LeadServices, LeadServicesProvider } from './lead-services';

/** Test-only: lead services recording every call, with scripted answers. */
export function fakeServices(site: Site = createSite()) {
  const created: LeadPayload[] = [];
  const updated: { id: string; token: string; lead: LeadPayload }[] = [];
  const navigate = vi.fn<(path: string) => void>();
  const reportError = vi.fn<(message: string) => void>();
  let failNext: ApiError | null = null;
  const fail = () => {
    if (!failNext) return;
    const error = failNext;
    failNext = null;
    throw error;
  };
  const services: LeadServices = {
    site,
    client: {
      createLead: async (lead: LeadPayload): Promise<LeadCreated> => {
        fail();
        created.push(lead);
        return { id: 'lead-1', update_token: 'token-1234567890abcdef' };
      },
      updateLead: async (id: string, token: string, lead: LeadPayload) => {
        fail();
        updated.push({ id, token, lead });
        return { id };
      },
      availableAppointmentBookings: async <T,>() =>
        ({
          locations: [
            {
              location_id: site.locations[0]?.id ?? 1,
              location_name: 'Main yard',
              days: [
                {
                  date: '2030-03-04',
                  weekday: 'Monday',
                  status: 'open',
                  hours: '9-5',
                  slots: ['09:00', '09:30'],
                },
                { date: '2030-03-05', weekday: 'Tuesday', status: 'open', hours: '9-5', slots: ['14:00'] },
              ],
            },
          ],
        }) as T,
      createValuation: async <T,>() => null as T,
      updateValuation: async <T,>() => null as T,
    },
    context: () => ({ url: 'http://demo.localhost/x', userAgent: 'test', visitedPages: ['/search'] }),
    navigate,
    reportError,
  };
  return {
    services,
    created,
    updated,
    navigate,
    reportError,
    /** The next lead call answers 400 with the server's error and field messages. */
    rejectNext(message: string, fields?: Record<string, string>) {
      failNext = new ApiError(message, 400, fields, message);
    },
  };
}

export function renderWithServices(services: LeadServices, ui: ReactNode): RenderResult {
  return render(<LeadServicesProvider value={services}>{ui}</LeadServicesProvider>);
}
