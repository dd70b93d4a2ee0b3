import { SORT_OPTION_ORDER } from '@dealer/search-query';
import { demoRegistry } from '@dealer/site-registry';
import fc from 'fast-check';
import { OpenCarCommand, SitePagesCommand } from './browse-commands.js';
import { DealerHoldCommand, ReserveCommand } from './hold-commands.js';
import { PostLeadCommand, UpdateLeadCommand } from './lead-commands.js';
import type { Cmd } from './model.js';
import { ImportCommand, RestartCommand } from './operator-commands.js';
import { SearchCommand } from './search-command.js';

export { checkInvariants } from './invariants.js';
export { emptyModel, type Model } from './model.js';

/**
 * The commands of the world, drawn by fast-check: shoppers searching and opening cars, leads with retries
 * and replays, reservations, dealers confirming and cancelling, inventory imports and restarts. Command
 * arguments are drawn before the run; picks (which car, which lead) are indexes that resolve against what
 * the run has seen so far, so a replayed seed does the same thing again.
 */

/**
 * Sites: any demo site, but most often one of a few that share stock (a group site and its members'
 * sites) and the two-page site, so the things the world does meet on one site within a short run.
 */
const FOCUS_SITES = ['harbour-auto', 'bathurst-motors', 'cowra-motors', 'central-west-auto'];
const siteIndex = fc.oneof(
  { arbitrary: fc.constantFrom(...FOCUS_SITES), weight: 3 },
  { arbitrary: fc.constantFrom(...demoRegistry().sites.map((s) => s.slug)), weight: 2 },
);
const refinement = fc.record({ facet: fc.nat({ max: 40 }), value: fc.nat({ max: 40 }) });

export function worldCommands(): fc.Arbitrary<Cmd>[] {
  return [
    fc
      .record({
        site: siteIndex,
        sort: fc.nat({ max: SORT_OPTION_ORDER.length }),
        page: fc.nat({ max: 6 }),
        refine: fc.array(refinement, { maxLength: 2 }),
        checkFacets: fc.array(refinement, { minLength: 1, maxLength: 2 }),
        openPages: fc.boolean(),
        range: fc.option(
          fc.record({ facet: fc.nat({ max: 5 }), low: fc.nat({ max: 100 }), high: fc.nat({ max: 100 }) }),
        ),
        query: fc.option(fc.nat({ max: 40 }), { freq: 4 }),
      })
      .map((args) => new SearchCommand(args)),
    fc
      .record({ site: siteIndex, car: fc.nat({ max: 60 }), page: fc.boolean() })
      .map((args) => new OpenCarCommand(args)),
    fc.record({ site: siteIndex, model: fc.nat({ max: 30 }) }).map((args) => new SitePagesCommand(args)),
    fc
      .record({
        site: siteIndex,
        car: fc.nat({ max: 60 }),
        key: fc.boolean(),
        replays: fc.nat({ max: 2 }),
        concurrent: fc.boolean(),
      })
      .map((args) => new PostLeadCommand(args)),
    fc
      .record({ lead: fc.nat({ max: 30 }), replays: fc.nat({ max: 1 }), wrongToken: fc.boolean() })
      .map((args) => new UpdateLeadCommand(args)),
    fc
      .record({ site: siteIndex, car: fc.nat({ max: 60 }), twice: fc.boolean() })
      .map((args) => new ReserveCommand(args)),
    fc
      .record({ hold: fc.nat({ max: 10 }), action: fc.constantFrom('confirm' as const, 'cancel' as const) })
      .map((args) => new DealerHoldCommand(args)),
    fc
      .record({
        site: siteIndex,
        dealership: fc.nat({ max: 2 }),
        drop: fc.nat({ max: 3 }),
        add: fc.nat({ max: 2 }),
        reprice: fc.nat({ max: 2 }),
      })
      .map((args) => new ImportCommand(args)),
    fc.constant(new RestartCommand()),
  ];
}
