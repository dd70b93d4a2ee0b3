import { ApiError } from '@dealer/api-client';
import type { Site } from '@dealer/site-registry';
import { type LeadServices, LeadServicesProvider } from '@dealer/ui';
import { type ReactNode, useMemo } from 'react';
import { fn } from 'storybook/test';

/** How the fake BFF answers lead writes: saved, a server error, or never (the form stays Loading). */
export type LeadOutcome = 'saved' | 'server-error' | 'pending';

/** The error text a failed save shows (§8: the server's error, shown in the alert and the form). */
export const SERVER_ERROR = 'The dealer system is busy. Please try again in a minute.';

const never = <T,>() => new Promise<T>(() => {});

/** Two bookable days at the car's location (the appointment bookings answer of §7). */
function bookings(locationId: number, locationName: string) {
  return {
    locations: [
      {
        location_id: locationId,
        location_name: locationName,
        days: [
          {
            date: '2024-06-03',
            weekday: 'Monday',
            status: 'open',
            hours: '8:30am - 5:30pm',
            slots: ['09:00', '10:30', '14:00'],
          },
          {
            date: '2024-06-04',
            weekday: 'Tuesday',
            status: 'open',
            hours: '8:30am - 5:30pm',
            slots: ['11:00', '15:30'],
          },
        ],
      },
    ],
  };
}

/**
 * Lead services for stories: the toolbar's site and a fake api-client (no network) whose lead writes
 * answer as `outcome` says; navigate and error reports are spies the play functions check.
 */
export function storyLeadServices(site: Site, outcome: LeadOutcome) {
  const write = async () => {
    if (outcome === 'pending') return never<{ id: string; update_token: string }>();
    if (outcome === 'server-error') throw new ApiError(SERVER_ERROR, 500, undefined, SERVER_ERROR);
    return { id: 'lead_7f3a', update_token: 'tok_demo_only' };
  };
  const location = site.locations[0];
  const services = {
    site,
    client: {
      createLead: fn(write).mockName('createLead'),
      updateLead: fn(async () => ({ id: 'lead_7f3a' })).mockName('updateLead'),
      availableAppointmentBookings: fn(async () =>
        bookings(location?.id ?? 1, location?.location_name ?? site.name),
      ) as unknown as LeadServices['client']['availableAppointmentBookings'],
      createValuation: fn(async () => null) as unknown as LeadServices['client']['createValuation'],
      updateValuation: fn(async () => null) as unknown as LeadServices['client']['updateValuation'],
    },
    context: () => ({ url: `${site.url}/cars/demo`, userAgent: 'Storybook' }),
    navigate: fn().mockName('navigate'),
    reportError: fn().mockName('reportError'),
  } satisfies LeadServices;
  return services;
}

/** Provides story lead services to the forms below it. */
export function WithLeadServices({ services, children }: { services: LeadServices; children: ReactNode }) {
  const value = useMemo(() => services, [services]);
  return <LeadServicesProvider value={value}>{children}</LeadServicesProvider>;
}
