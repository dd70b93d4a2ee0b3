import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * One clock (#36): a rule reads the injected `now` (the server's, or the render's instant a loader passes
 * on), never the process's wall clock. This scan finds every line of product source that reads the wall
 * clock (`Date.now()`, `new Date()` with no argument, `performance.now()`) and holds it to the places
 * below, each with why the wall clock is right there. A new one fails here until it is routed through
 * the injected clock or given its reason.
 */

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const WALL_CLOCK = /\bDate\.now\(\)|\bnew Date\(\)|\bperformance\.now\(\)/;

/** File → lines that may read the wall clock, and why. */
const ALLOWED: Readonly<Record<string, { lines: number; why: string }>> = {
  'apps/bff/src/server-parts.ts': {
    lines: 1,
    why: 'the injected clock itself: real time when none is given',
  },
  'apps/bff/src/store/store.ts': { lines: 1, why: 'constructor default of the injected clock' },
  'apps/bff/src/store/outbox.ts': { lines: 1, why: 'constructor default of the injected clock' },
  'apps/bff/src/store/events.ts': { lines: 1, why: 'constructor default of the injected clock' },
  'apps/bff/src/store/lead-batch.ts': { lines: 1, why: 'constructor default of the injected clock' },
  'apps/bff/src/outbox/worker.ts': { lines: 1, why: 'default of the injected clock' },
  'apps/bff/src/mail/start.ts': { lines: 3, why: 'default of the injected clock' },
  'packages/reservations/src/service.ts': { lines: 1, why: 'default of the injected clock' },
  'packages/reservations/src/stripe.ts': { lines: 1, why: 'default of the injected clock' },
  'apps/bff/src/http/rate-limit.ts': {
    lines: 1,
    why: 'request limits count real seconds (a moved test clock must not reset them)',
  },
  'apps/bff/src/server.ts': { lines: 3, why: 'start-up duration; request limits on real seconds' },
  'apps/bff/src/reservations/held-cars.ts': { lines: 1, why: 'a cache’s age, monotonic' },
  'apps/bff/src/staff/lead-feed.ts': { lines: 3, why: 'elapsed time between a live feed’s session checks' },
  'apps/bff/src/mail/catcher.ts': {
    lines: 1,
    why: 'the development mail catcher’s receipt stamp, read by no rule',
  },
  'apps/bff/src/search/meili-sync.ts': { lines: 1, why: 'a unique index name' },
  'apps/bff/src/store/data-lock.ts': { lines: 2, why: 'the process’s start and a lock file’s age' },
  'apps/bff/src/demo/staff.ts': { lines: 1, why: 'demo accounts’ creation stamp, read by no rule' },
  'apps/bff/src/system/operator-commands.ts': { lines: 2, why: 'a wait deadline' },
  'apps/bff/src/lifecycle/shutdown.ts': { lines: 2, why: 'drain duration for the log' },
  'apps/bff/src/photos/sizes.ts': { lines: 2, why: 'a wait deadline' },
  'apps/bff/src/cli/feed.ts': { lines: 3, why: 'an operator command: its clock is the operator’s' },
  'apps/bff/src/cli/staff.ts': { lines: 1, why: 'an operator command: its clock is the operator’s' },
  'apps/bff/src/cli/import.ts': { lines: 2, why: 'an operator command: its clock is the operator’s' },
  'apps/bff/src/cli/photos.ts': { lines: 2, why: 'an operator command: duration for the log' },
  'apps/bff/src/cli/meili-sync.ts': { lines: 1, why: 'an operator command: its clock is the operator’s' },
  'packages/search-engine/src/search-index.ts': { lines: 2, why: 'a search’s processing time' },
  'apps/web/app/lib/console-live.ts': {
    lines: 2,
    why: 'time elapsed in the browser since the server’s instant',
  },
  'apps/web/app/lib/widgets.tsx': { lines: 1, why: 'Google Tag Manager’s own start stamp' },
  'packages/ui/src/forms/bot-trap.tsx': { lines: 2, why: 'a form’s fill time, elapsed on one clock' },
  'packages/ui/src/trade-in/TradeInValuation.tsx': {
    lines: 2,
    why: 'the browser form’s year options and hint (the server checks again on its clock)',
  },
};

const SOURCE_DIRS = ['apps/bff/src', 'apps/web/app', ...packageSources()];
const SKIP = /\.(test|spec|stories)\.tsx?$|\/testing\/|\/bench\.ts$|\.d\.ts$/;

function packageSources(): string[] {
  return readdirSync(join(root, 'packages')).map((name) => `packages/${name}/src`);
}

function* sourceFiles(dir: string): Generator<string> {
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return;
  }
  for (const name of names) {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(join(root, path)).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !SKIP.test(path)) yield path;
  }
}

/** Lines reading the wall clock, per file (comments left out). */
function wallClockLines(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(dir)) {
      const lines = readFileSync(join(root, file), 'utf8')
        .split('\n')
        .filter((line) => WALL_CLOCK.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line));
      if (lines.length > 0) found.set(relative(root, join(root, file)), lines);
    }
  }
  return found;
}

describe('one clock: the product reads the wall clock only where it must', () => {
  const found = wallClockLines();

  it('should read it nowhere else (route a rule through the injected now, or say why here)', () => {
    const unexpected = [...found]
      .filter(([file, lines]) => lines.length > (ALLOWED[file]?.lines ?? 0))
      .map(([file, lines]) => `${file}:\n  ${lines.map((l) => l.trim()).join('\n  ')}`);
    expect(unexpected).toEqual([]);
  });

  it('should list no place that no longer reads it', () => {
    const stale = Object.entries(ALLOWED)
      .filter(([file, { lines }]) => (found.get(file)?.length ?? 0) < lines)
      .map(([file]) => file);
    expect(stale).toEqual([]);
  });
});

describe('one clock: the outbox schedules on the database’s clock', () => {
  it('should write no outbox row’s next_attempt_at from the server’s clock (claim compares it with now())', () => {
    const writers: string[] = [];
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(dir)) {
        const text = readFileSync(join(root, file), 'utf8');
        for (const match of text.matchAll(/INSERT INTO outbox\s*\(([^)]*)\)/g)) {
          if (/next_attempt_at/.test(match[1] ?? '')) writers.push(file);
        }
      }
    }
    expect(writers).toEqual([]);
  });
});
