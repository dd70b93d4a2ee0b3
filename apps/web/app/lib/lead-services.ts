import { createVisitTracker, type KeyValueStorage, type VisitTracker } from '@dealer/lead-flow';
import type { Site } from '@dealer/site-registry';
import type { LeadServices } from '@dealer/ui';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

let tracker: VisitTracker | null = null;

/** localStorage, or a no-op store where it is unavailable (private mode, blocked storage). */
function browserStorage(): KeyValueStorage {
  try {
    const probe = '__dealer_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

/** §4 visit tracking in the browser (localStorage, the real clock). */
export function visitTracker(): VisitTracker {
  tracker ??= createVisitTracker({ storage: browserStorage(), now: Date.now });
  return tracker;
}

/** §4 records every page view once the page is in the browser (not on success pages: the tracker skips them). */
export function useVisitTracking(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    visitTracker().recordPageView({ pathname, search });
  }, [pathname, search]);
}

/**
 * The lead services every form of the app uses: the browser api-client, the page context of a lead
 * (URL, user agent, §4 visited pages and first-page query) and the router's navigate. Everything that
 * touches `window` runs only when a form is submitted, so the same object serves the server render.
 */
export function useAppLeadServices(site: Site | undefined): LeadServices | null {
  const navigate = useNavigate();
  return useMemo(() => {
    if (!site) return null;
    // The api-client (ky, and zod through the shared schemas) loads with the first form submit, not with the page.
    const client = () => import('./api.client').then((m) => m.browserApi(site.id));
    return {
      site,
      client: {
        createLead: async (lead) => (await client()).createLead(lead),
        updateLead: async (id, token, lead) => (await client()).updateLead(id, token, lead),
        availableAppointmentBookings: async <T>(id: number | string) =>
          (await client()).availableAppointmentBookings<T>(id),
        createValuation: async <T>(body: unknown) => (await client()).createValuation<T>(body),
        updateValuation: async <T>(body: unknown) => (await client()).updateValuation<T>(body),
      },
      context: () => ({
        url: window.location.href,
        userAgent: window.navigator.userAgent,
        visitedPages: visitTracker().visitedPages(),
        linkedQueryParams: visitTracker().linkedQueryParams(),
      }),
      navigate: (path) => void navigate(path),
      // No personal data: the report is '{category} Form submission error occured. {message}' (§8).
      reportError: (message) => console.error(message),
    } satisfies LeadServices;
  }, [site, navigate]);
}
