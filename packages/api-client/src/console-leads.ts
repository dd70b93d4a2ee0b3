import type { KyInstance } from 'ky';
import type { SessionOptions } from './account.js';
import { CONSOLE_PATHS, consoleQuery, consoleTransport } from './console.js';
import type { ConsoleLeadSummary, LeadNote } from './console-types.js';

/**
 * Finding a lead and one shopper's leads (issue 33), and idempotent notes, for the signed-in person:
 * `searchLeads` over name, e-mail, phone (any AU/NZ form), rego, stock number and VIN; `shopper` the
 * lead's shopper timeline; `mergeLead`/`unmergeLead` (managers and up); `addNote` with the client's note
 * id, so a double tap stores one note.
 */

export interface ShopperTimeline {
  shopperId: string;
  leads: ConsoleLeadSummary[];
}

const lead = (id: string, tail: string) => `api/console/leads/${encodeURIComponent(id)}/${tail}`;

export const CONSOLE_LEAD_PATHS = {
  search: 'api/console/lead-search',
  shopper: (id: string) => lead(id, 'shopper'),
  merge: (id: string) => lead(id, 'merge'),
  unmerge: (id: string) => lead(id, 'unmerge'),
} as const;

export function consoleLeadCalls(http: KyInstance) {
  const { read, post } = consoleTransport(http);
  return {
    searchLeads: async (q: string, s: SessionOptions = {}) =>
      (await read<{ leads: ConsoleLeadSummary[] }>(CONSOLE_LEAD_PATHS.search, s, consoleQuery({ q }))).leads,
    shopper: (id: string, s: SessionOptions = {}) => read<ShopperTimeline>(CONSOLE_LEAD_PATHS.shopper(id), s),
    mergeLead: (id: string, intoLeadId: string, s: SessionOptions = {}) =>
      post<ShopperTimeline>(CONSOLE_LEAD_PATHS.merge(id), { intoLeadId }, s),
    unmergeLead: (id: string, s: SessionOptions = {}) =>
      post<ShopperTimeline>(CONSOLE_LEAD_PATHS.unmerge(id), {}, s),
    /** A note with the client's id: sending it twice stores it once (the second answer is the same note). */
    addNote: (id: string, body: string, noteId: string, s: SessionOptions = {}) =>
      post<LeadNote>(CONSOLE_PATHS.notes(id), { body, id: noteId }, s),
  };
}
