import type { ApiClient } from '@dealer/api-client';
import type { ConversionEvent, LeadContext } from '@dealer/lead-flow';
import type { Site } from '@dealer/site-registry';
import { createContext, useContext } from 'react';

/**
 * What a lead form needs from the app it runs in: the site, the api-client, the page context of each
 * lead (URL, user agent, visit tracking), the router's navigate and the error reporter. The app provides
 * it once in its root; Storybook and tests provide fakes.
 */
export interface LeadServices {
  site: Site;
  client: Pick<
    ApiClient,
    'createLead' | 'updateLead' | 'availableAppointmentBookings' | 'createValuation' | 'updateValuation'
  >;
  /** Read at each submit: the URL and the visit tracking change while the shopper browses. */
  context(): Omit<LeadContext, 'site'>;
  navigate(path: string): void;
  reportError(message: string): void;
  onConversion?(event: ConversionEvent): void;
}

const LeadServicesContext = createContext<LeadServices | null>(null);

export const LeadServicesProvider = LeadServicesContext.Provider;

/** The lead services, or null where none are provided (server render of a page without forms, stories). */
export function useOptionalLeadServices(): LeadServices | null {
  return useContext(LeadServicesContext);
}

export function useLeadServices(): LeadServices {
  const services = useContext(LeadServicesContext);
  if (!services) throw new Error('useLeadServices: wrap the app in <LeadServicesProvider>');
  return services;
}
