import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaffRole } from '@dealer/staff';
import { StaffPeople } from '../staff/people.js';
import { CONSOLE_COOKIE } from '../staff/require-staff.js';
import { StaffSessions } from '../staff/sessions.js';
import { Store } from '../store/store.js';
import { TEST_NOW } from './server.js';

/** A console person a test signs in as: the Cookie header carrying their live session. */
export interface TestStaff {
  userId: string;
  cookie: { cookie: string };
}

/**
 * Staff and live console sessions written into a fresh data folder before the test server opens it
 * (one server per PGlite folder), so console routes are tried over real HTTP with real sessions.
 */
export async function seedConsoleStaff(
  people: Record<string, { groupId: string; role: StaffRole; siteSlugs: string[] }>,
): Promise<{ dataDir: string; staff: Record<string, TestStaff> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bff-console-'));
  const store = await Store.open({ dataDir });
  const staff: Record<string, TestStaff> = {};
  try {
    for (const [name, membership] of Object.entries(people)) {
      const userId = await new StaffPeople(store.db).create(
        { email: `${name}@dealer.example`, name, passwordHash: 'not-a-password' },
        membership,
        TEST_NOW,
      );
      if (userId === 'exists') throw new Error(`${name} exists`);
      const { token } = await new StaffSessions(store.db).create(userId, TEST_NOW, {
        ip: null,
        userAgent: null,
      });
      staff[name] = { userId, cookie: { cookie: `${CONSOLE_COOKIE}=${token}` } };
    }
  } finally {
    await store.close();
  }
  return { dataDir, staff };
}
