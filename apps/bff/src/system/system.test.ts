import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebHandler, type WebHandler } from '../web.js';
import { checkInvariants, emptyModel, type Model, worldCommands } from './commands.js';
import { INVARIANTS, KnownDefect, World, type WorldOptions } from './world.js';

/**
 * The whole-system test (model-based, fast-check): random sequences of what the world does — shoppers
 * searching any page, sort and filter of any demo site and opening cars (JSON and server-rendered pages),
 * leads posted and updated with retries and replays of one Idempotency-Key, reservations, dealers
 * confirming and cancelling holds, inventory imports swapping stock, server restarts on the same data —
 * against a real server over HTTP, with the invariants of INVARIANTS checked after every step.
 *
 *   SYSTEM_RUNS=200 npm run soak                      longer runs (also SYSTEM_COMMANDS, SYSTEM_SHRINK)
 *   FC_SEED=… FC_PATH=… FC_REPLAY_PATH=… vitest run apps/bff/src/system   replays a printed failure
 *   SYSTEM_STRICT=1 / SYSTEM_TOLERATE=held-once,…     no known defect tolerated / this list tolerated
 */

const env = process.env;
const RUNS = Number(env.SYSTEM_RUNS ?? 3);
const COMMANDS = Number(env.SYSTEM_COMMANDS ?? 12);
/** Runs spent shrinking a failure before the smallest one found so far is reported. */
const SHRINK_RUNS = Number(env.SYSTEM_SHRINK ?? 8);
/**
 * Known defects being fixed on other branches, tolerated by default so `npm test` stays meaningful for
 * everything else: each entry is `invariant` or `invariant:text of the failure` (see World options).
 * Their violations are still printed after the run. SYSTEM_STRICT=1 checks every invariant strictly;
 * SYSTEM_TOLERATE=a,b replaces this list.
 */
const KNOWN_DEFECTS: readonly string[] = [];
const TOLERATE = (
  env.SYSTEM_STRICT === '1'
    ? []
    : env.SYSTEM_TOLERATE !== undefined
      ? env.SYSTEM_TOLERATE.split(',')
      : KNOWN_DEFECTS
)
  .map((s) => s.trim())
  .filter((s) => (s.split(':')[0] ?? '') in INVARIANTS);
const databaseUrl = env.DATABASE_URL;

type Store = WorldOptions['store'];

/** A tolerated known defect ends the step (its answers are missing); anything else fails the run. */
function endOfStep(error: unknown): void {
  if (!(error instanceof KnownDefect)) throw error;
}

async function runWorld(store: Store, web: WebHandler | null): Promise<void> {
  let failures = 0;
  let skipped = 0;
  const tolerated = new Set<string>();
  const commands = worldCommands().map((arb) =>
    arb.map((command) => ({
      check: (model: Readonly<Model>) => command.check(model),
      run: async (model: Model, world: World) => {
        const started = performance.now();
        const before = world.requests;
        await command.run(model, world).catch(endOfStep);
        const ran = performance.now();
        await checkInvariants(model, world).catch(endOfStep);
        if (env.SYSTEM_VERBOSE) {
          console.log(
            `${command.toString()}: ${Math.round(ran - started)} ms + invariants ${Math.round(performance.now() - ran)} ms, ${world.requests - before} requests`,
          );
        }
      },
      toString: () => command.toString(),
    })),
  );
  const property = fc.asyncProperty(
    fc.commands(commands, { maxCommands: COMMANDS, size: 'max', replayPath: env.FC_REPLAY_PATH }),
    async (cmds) => {
      // Shrinking restarts a server per attempt: past the budget, report the smallest failure so far.
      if (failures > 0 && failures + skipped >= SHRINK_RUNS) {
        skipped++;
        return true;
      }
      const world = new World({ store, databaseUrl, web, tolerate: TOLERATE });
      await world.start();
      try {
        const model = emptyModel();
        await fc.asyncModelRun(() => ({ model, real: world }), cmds);
        if (env.SYSTEM_VERBOSE) {
          console.log(
            `run: ${String(cmds)}\n  ${world.requests} requests, ${model.leads.length} leads, ${model.holds.length} holds`,
          );
        }
        for (const line of world.tolerated) tolerated.add(line.split('\n')[0] ?? line);
      } catch (error) {
        failures++;
        throw error;
      } finally {
        await world.dispose();
      }
    },
  );
  const details = await fc.check(property, {
    numRuns: RUNS,
    ...(env.FC_SEED ? { seed: Number(env.FC_SEED) } : {}),
    ...(env.FC_PATH ? { path: env.FC_PATH } : {}),
  });
  if (tolerated.size > 0) {
    console.warn(
      `system test (${store}): tolerated violations of ${TOLERATE.join(', ')} (SYSTEM_TOLERATE):\n  ${[...tolerated].slice(0, 20).join('\n  ')}`,
    );
  }
  if (!details.failed) return;
  const counterexample = details.counterexample?.[0];
  const replayPath = /replayPath="([^"]*)"/.exec(String(counterexample))?.[1];
  const replay = `FC_SEED=${details.seed} FC_PATH=${details.counterexamplePath}${replayPath ? ` FC_REPLAY_PATH=${replayPath}` : ''}`;
  const message = [
    `system test (${store}) failed after ${details.numRuns} runs, ${details.numShrinks} shrinks${skipped ? ` (shrinking stopped at SYSTEM_SHRINK=${SHRINK_RUNS})` : ''}.`,
    `Replay: ${replay} bash scripts/toolchain.sh vitest run apps/bff/src/system`,
    `Commands: ${String(counterexample)}`,
    String((details.errorInstance as Error | undefined)?.message ?? details.errorInstance),
  ].join('\n');
  console.error(message);
  throw new Error(message);
}

describe('whole system (model-based, real server over HTTP)', () => {
  let web: WebHandler | null = null;
  // Fast-check's runs are sequential; one test per store keeps the printed seed per store.
  const timeout = 30_000 + RUNS * COMMANDS * 4_000 + SHRINK_RUNS * 15_000;

  beforeAll(async () => {
    // Pages render on a worker thread, as npm start renders them.
    web = await loadWebHandler(() => undefined, 1);
    if (!web)
      console.warn('system test: @dealer/web is not built; car and listing pages are the placeholder pages');
  });
  afterAll(async () => {
    await web?.close?.();
  });

  it(
    `holds its invariants on PGlite (${RUNS} runs × ≤${COMMANDS} steps)`,
    async () => {
      await runWorld('pglite', web);
    },
    timeout,
  );

  it.runIf(Boolean(databaseUrl))(
    `holds its invariants on PostgreSQL (${RUNS} runs × ≤${COMMANDS} steps)`,
    async () => {
      await runWorld('postgres', web);
    },
    timeout,
  );

  it.skipIf(Boolean(databaseUrl))('on PostgreSQL: skipped, DATABASE_URL is not set', () => {
    console.warn('system test: PostgreSQL run skipped because DATABASE_URL is not set');
    expect(databaseUrl).toBeUndefined();
  });
});
