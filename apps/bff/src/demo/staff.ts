import { createHmac } from 'node:crypto';
import { type Registry, slugify } from '@dealer/site-registry';
import { groupOf, type StaffRole } from '@dealer/staff';
import { hashPassword } from '../accounts/passwords.js';
import { StaffPeople } from '../staff/people.js';
import type { SqlDatabase } from '../store/sql.js';

/**
 * Demo staff (the console contract): while the demo runs, each dealer group gets a group admin, a manager
 * of its first site and a salesperson there, with passwords derived from the server secret the way the
 * demo dealer passwords are (HMAC, new at each start unless DEALER_SECRET is set), printed at start.
 * Their hashes use a light scrypt cost so the demo starts quickly; the first sign-in rehashes them at
 * the full cost (needsRehash). Outside the demo nobody is made: an operator runs `staff add`.
 */

export interface ConsoleLogin {
  groupId: string;
  role: StaffRole;
  email: string;
  password: string;
  siteSlugs: string[];
}

/** Light enough for ~60 demo accounts at start; raised to PASSWORD_PARAMS at the first sign-in. */
const DEMO_HASH = { N: 2 ** 10, r: 8, p: 1 } as const;

export function demoStaffPassword(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`console-demo-password\n${email}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The demo's people, per group: who they are and their passwords under this secret. */
export function demoStaff(registry: Registry, secret: string): ConsoleLogin[] {
  const groups = new Map<string, string[]>();
  for (const site of registry.sites)
    groups.set(groupOf(site), [...(groups.get(groupOf(site)) ?? []), site.slug]);
  return [...groups].flatMap(([groupId, slugs]) => {
    const domain = `${slugify(groupId)}.example`;
    const first = slugs.slice(0, 1);
    const people: [StaffRole, string, string[]][] = [
      ['group_admin', 'admin', []],
      ['manager', 'manager', first],
      // Not sales@: a group's domain can be a site's own, whose public address is sales@ (#28 leak check).
      ['salesperson', 'salesperson', first],
    ];
    return people.map(([role, local, siteSlugs]) => {
      const email = `${local}@${domain}`;
      return { groupId, role, email, password: demoStaffPassword(secret, email), siteSlugs };
    });
  });
}

const NAMES: Record<StaffRole, string> = {
  group_admin: 'Demo Admin',
  manager: 'Demo Manager',
  salesperson: 'Demo Salesperson',
};

/** Makes (or re-keys) the demo staff; returns their logins for the start-up banner. */
export async function seedDemoStaff(
  db: SqlDatabase,
  registry: Registry,
  secret: string,
): Promise<ConsoleLogin[]> {
  const logins = demoStaff(registry, secret);
  const hashes = await Promise.all(logins.map((l) => hashPassword(l.password, DEMO_HASH, true)));
  await db.transaction(async (tx) => {
    const people = new StaffPeople(tx);
    for (const [i, login] of logins.entries()) {
      const passwordHash = hashes[i] as string;
      const membership = { groupId: login.groupId, role: login.role, siteSlugs: login.siteSlugs };
      const made = await people.create(
        { email: login.email, name: NAMES[login.role], passwordHash },
        membership,
        new Date(),
      );
      if (made === 'exists') {
        await tx.query('UPDATE staff_users SET password_hash = $2 WHERE email = $1 AND removed_at IS NULL', [
          login.email,
          passwordHash,
        ]);
      }
    }
  });
  return logins;
}
