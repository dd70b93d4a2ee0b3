import { type Cmd, type LeadRecord, type Model, pick, seenCars } from './model.js';
import type { World } from './world.js';

/** Leads posted (with and without an Idempotency-Key, replayed, concurrent) and updated with their token. */

let leadCounter = 0;

export class PostLeadCommand implements Cmd {
  constructor(
    readonly args: { site: string; car: number; key: boolean; replays: number; concurrent: boolean },
  ) {}
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    const site = world.site(this.args.site);
    const car = this.args.car % 3 === 0 ? undefined : pick(await seenCars(model, world, site), this.args.car);
    const n = ++leadCounter;
    const body = {
      lead: {
        name: `Shopper ${n}`,
        email: `shopper${n}@example.com`,
        category: car ? 'Vehicle Enquiry' : 'General Enquiry',
        message: 'Is it still available?',
        ...(car ? { car_id: String(car.id) } : {}),
        form_fill_ms: 9000,
      },
    };
    const key = this.args.key ? `system-${process.pid}-${n}` : undefined;
    const send = () =>
      world.siteCall(site.slug, '/api/leads', {
        method: 'POST',
        json: body,
        headers: key ? { 'idempotency-key': key } : {},
      });
    // A retry the client sends before the first answer arrives races the first request.
    const answers = this.args.concurrent && key ? await Promise.all([send(), send()]) : [await send()];
    for (let i = 0; i < this.args.replays && key; i++) answers.push(await send());
    const first = answers[0];
    if (!first) return;
    if (
      !world.check(
        first.status === 201,
        'lead-acknowledged',
        () => `POST /api/leads on ${site.slug}: ${first.status} ${first.text.slice(0, 200)}`,
      )
    )
      return;
    const { id, update_token: token } = first.json<{ id: string; update_token: string }>();
    for (const answer of answers) {
      if (answer.status !== 201) {
        world.fail(
          'lead-acknowledged',
          `replay with the same Idempotency-Key answered ${answer.status}: ${answer.text.slice(0, 200)}`,
        );
        continue;
      }
      const again = answer.json<{ id: string }>().id;
      world.check(
        again === id,
        'lead-acknowledged',
        () => `replay of one Idempotency-Key made lead ${again}, first ${id}`,
      );
    }
    for (const answer of answers) {
      const ack = answer.status === 201 ? answer.json<{ id: string; update_token: string }>() : null;
      if (ack && !model.leads.some((l) => l.id === ack.id))
        model.leads.push({ site: site.slug, id: ack.id, token: ack.update_token, name: body.lead.name });
    }
    if (key) {
      // The same key with another body is the client's mistake: 422, and no second lead.
      const other = await world.siteCall(site.slug, '/api/leads', {
        method: 'POST',
        json: { lead: { ...body.lead, message: 'changed' } },
        headers: { 'idempotency-key': key },
      });
      world.check(
        other.status === 422,
        'lead-acknowledged',
        () => `same key, other body answered ${other.status}`,
      );
    }
    void token;
  }
  toString = () => `postLead(${JSON.stringify(this.args)})`;
}

export class UpdateLeadCommand implements Cmd {
  constructor(readonly args: { lead: number; replays: number; wrongToken: boolean }) {}
  check = (model: Readonly<Model>) => model.leads.length > 0;
  async run(model: Model, world: World): Promise<void> {
    const lead = pick(model.leads, this.args.lead) as LeadRecord;
    const n = ++leadCounter;
    const body = { lead: { name: `Updated Shopper ${n}`, message: `update ${n}`, lead_status: 'step-2' } };
    if (this.args.wrongToken) {
      const other = model.leads.find((l) => l.id !== lead.id && l.site === lead.site);
      if (other) {
        const res = await world.siteCall(lead.site, `/api/leads/${lead.id}`, {
          method: 'PUT',
          json: body,
          headers: { authorization: `Bearer ${other.token}` },
        });
        world.check(
          res.status === 403,
          'lead-acknowledged',
          () => `PUT with another lead's token answered ${res.status}`,
        );
      }
    }
    const key = `system-put-${process.pid}-${n}`;
    for (let i = 0; i <= this.args.replays; i++) {
      const res = await world.siteCall(lead.site, `/api/leads/${lead.id}`, {
        method: 'PUT',
        json: body,
        headers: { authorization: `Bearer ${lead.token}`, 'idempotency-key': key },
      });
      world.check(
        res.status === 200,
        'lead-acknowledged',
        () => `PUT /api/leads/${lead.id} (try ${i + 1}) answered ${res.status}: ${res.text.slice(0, 200)}`,
      );
      if (res.status === 200) lead.name = body.lead.name;
    }
  }
  toString = () => `updateLead(${JSON.stringify(this.args)})`;
}

/** The reservations package's default bound on unpaid holds per network address. */
