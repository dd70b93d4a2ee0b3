import { type LeadDestination, leadDestinations, type Site } from '@dealer/site-registry';
import type { OutboxRow } from '../store/outbox.js';

/** Where a lead event of a site goes (default the site file's rule; the server reads the console's settings). */
export type DestinationsOf = (
  site: Site,
  event: Parameters<typeof leadDestinations>[1],
) => LeadDestination[] | Promise<LeadDestination[]>;

/** A lead event row's topic as the destinations rule names it (any other topic: an update). */
const EVENT_OF: Readonly<Record<string, 'created' | 'abandoned'>> = {
  'lead.created': 'created',
  'lead.abandoned': 'abandoned',
};

/** The destinations a lead event row fans out to: none for a site this server no longer has. */
export async function eventDestinations(
  row: Pick<OutboxRow, 'topic'>,
  site: Site | null | undefined,
  destinationsOf: DestinationsOf = leadDestinations,
): Promise<LeadDestination[]> {
  return site ? destinationsOf(site, EVENT_OF[row.topic] ?? 'updated') : [];
}
