import { closeSync, fsyncSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { type NewLead, Store } from '../store/store.js';

/**
 * Child process for the durability test (run under strace): opens a PGlite store in the given folder,
 * writes `sequential` leads one after another, then `concurrent` leads at once. Before each phase it
 * fsyncs an empty marker file named after the phase, so the trace shows where each phase begins.
 */
const [dataDir, sequential, concurrent] = process.argv.slice(2) as [string, string, string];

const lead = (i: number): NewLead => ({
  site: 'harbour-auto',
  dealershipSlug: null,
  category: 'General Enquiry',
  leadStatus: null,
  formCompleted: true,
  data: { name: `Durable ${i}` },
  quarantineReason: null,
  consent: null,
  outbox: { topic: 'lead.created', payload: {} },
});

const mark = (phase: string) => {
  const fd = openSync(join(dataDir, `phase-${phase}`), 'w');
  fsyncSync(fd);
  closeSync(fd);
};

const store = await Store.open({ dataDir });
mark('sequential');
for (let i = 0; i < Number(sequential); i++) await store.createLead('harbour-auto', `s-${i}`, { i }, lead(i));
mark('concurrent');
await Promise.all(
  Array.from({ length: Number(concurrent) }, (_, i) =>
    store.createLead('harbour-auto', `c-${i}`, { i }, lead(i)),
  ),
);
mark('end');
await store.close();
