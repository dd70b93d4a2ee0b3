import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkSiteFolder } from '../sites/check.js';
import { operatorInvite } from '../staff/operator.js';
import { callOperatorSocket } from '../staff/operator-socket.js';
import { resealTotpSecrets } from '../staff/totp-reseal.js';
import {
  TOTP_KEY_ENV,
  TOTP_PREVIOUS_KEYS_ENV,
  TotpKeyError,
  totpSecretsFrom,
} from '../staff/totp-secrets.js';
import { Store } from '../store/store.js';

/**
 * `pnpm --dir apps/bff staff add --email <email> --name <name> --group <group or site> [--role group_admin]
 *  [--sites a,b] [--url https://console-host] [--data-dir DIR] [--sites-dir DIR]` — invites a person to
 * the dealer console and prints the invitation link (good for 7 days, once). Outside the demo this is how
 * the first group admin gets in.
 *
 * `pnpm --dir apps/bff staff reseal-totp [--data-dir DIR]` — after a TOTP key rotation
 * (TOTP_ENCRYPTION_KEY new, TOTP_ENCRYPTION_KEY_PREVIOUS old), seals every stored two-factor secret under
 * the new key; then the old key can be dropped. Without TOTP_ENCRYPTION_KEY it uses the data folder's
 * development key, if there is one.
 *
 * Both use DATABASE_URL when set, else the PGlite data folder. `staff add` works while the server runs on
 * that folder: the server makes the invitation through its operator socket (<data>/operator.sock,
 * authenticated by <data>/operator.secret, both readable by the operator only). `reseal-totp` needs the
 * server stopped (one process per PGlite folder).
 */
const USAGE = [
  'usage: staff add --email <email> --name <name> --group <dealer group or site slug> [--role group_admin|manager|salesperson] [--sites a,b] [--url URL] [--data-dir DIR] [--sites-dir DIR]',
  `       staff reseal-totp [--data-dir DIR]   (with ${TOTP_KEY_ENV} and ${TOTP_PREVIOUS_KEYS_ENV} set)`,
].join('\n');
const { values, positionals } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    group: { type: 'string' },
    role: { type: 'string', default: 'group_admin' },
    sites: { type: 'string', default: '' },
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    'sites-dir': { type: 'string' },
  },
  allowPositionals: true,
});
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = resolve(values['data-dir'] ?? (process.env.DATA_DIR || resolve(repoRoot, '.data')));
const openStore = () =>
  Store.open({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    schema: process.env.DATABASE_SCHEMA || undefined,
  });

if (positionals[0] === 'add' && values.email && values.name && values.group) {
  await add(values.email, values.name, values.group);
} else if (positionals[0] === 'reseal-totp') {
  await resealTotp();
} else {
  console.error(USAGE);
  process.exit(2);
}

async function add(email: string, name: string, group: string): Promise<void> {
  const input = {
    email,
    name,
    group,
    role: values.role ?? 'group_admin',
    sites: (values.sites ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
  // A server running on this data folder's embedded database holds it: it makes the invitation, with the
  // sites it serves (the operator socket, staff/operator-socket.ts). With DATABASE_URL, or no server
  // running, the command opens the database itself.
  if (!process.env.DATABASE_URL) {
    const answer = await callOperatorSocket(dataDir, '/staff/invite', { ...input, url: values.url });
    if (answer !== 'none') {
      if (answer.status !== 200) {
        console.error(String(answer.body.error ?? `The running server answered ${answer.status}`));
        process.exit(1);
      }
      console.log(`Invitation for ${email} (${input.role}), good until ${answer.body.expiresAt}:`);
      console.log(`  ${answer.body.link}`);
      console.log('  (made by the server running on this data folder)');
      return;
    }
  }
  const sitesDir = resolve(values['sites-dir'] ?? (process.env.SITES_DIR || resolve(repoRoot, 'sites')));
  const registry = checkSiteFolder(sitesDir).report?.registry;
  if (!registry) {
    console.error(`Cannot read the sites in ${sitesDir} (run: pnpm --dir apps/bff sites check ${sitesDir})`);
    process.exit(2);
  }
  const store = await openStore();
  try {
    const result = await operatorInvite(store.db, registry, input, new Date(), values.url);
    if (!result.ok) {
      console.error(result.problem);
      process.exitCode = 1;
    } else {
      console.log(`Invitation for ${email} (${input.role}), good until ${result.expiresAt}:`);
      console.log(`  ${result.link}`);
    }
  } finally {
    await store.close();
  }
}

async function resealTotp(): Promise<void> {
  let box: ReturnType<typeof totpSecretsFrom>;
  try {
    box = totpSecretsFrom({
      configured: process.env[TOTP_KEY_ENV],
      previous: process.env[TOTP_PREVIOUS_KEYS_ENV],
      production: false,
      // Never invent a key here: without the setting only an existing development key will do.
      generate: false,
      dataDir,
      log: (line) => console.log(line),
    });
  } catch (error) {
    if (!(error instanceof TotpKeyError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  const store = await openStore();
  try {
    const report = await resealTotpSecrets(store.db, box);
    console.log(
      `two-factor secrets: ${report.resealed} sealed under the current key, ${report.current} already were`,
    );
    if (report.unreadable.length > 0) {
      console.error(
        `not readable with ${TOTP_KEY_ENV} or ${TOTP_PREVIOUS_KEYS_ENV} (left as they are; these people cannot sign in until the key that sealed theirs is configured again)): ${report.unreadable.join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await store.close();
  }
}
