import type { Car } from '@dealer/pricing';
import { DEFAULT_HOLD_LIMITS, reservationBlockers } from '@dealer/reservations';
import { sellerKind } from '@dealer/site-registry';
import type { HttpResponse } from '../testing/http.js';
import {
  activeHolds,
  type Cmd,
  carJsonPath,
  checkHeldFlags,
  type HoldRecord,
  type Model,
  pick,
  seenCars,
} from './model.js';
import type { World } from './world.js';

/** Shoppers reserving cars (twice at once, through a group site and a member site); dealers confirming and cancelling. */

export const HOLDS_PER_ADDRESS = DEFAULT_HOLD_LIMITS.perAddress;

let contactCounter = 0;

export class ReserveCommand implements Cmd {
  constructor(readonly args: { site: string; car: number; twice: boolean }) {}
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    const site = world.site(this.args.site);
    // Prefer cars that can be reserved, so holds happen often enough to matter.
    const seen = await seenCars(model, world, site);
    const eligible = seen.filter(
      (c) =>
        reservationBlockers(c, 'request').length === 0 || activeHolds(model).some((h) => h.carId === c.id),
    );
    const car = pick(eligible.length > 0 ? eligible : seen, this.args.car);
    if (!car) return;
    const fresh = await world.siteCall(site.slug, carJsonPath(site, car.id));
    if (fresh.status !== 200) return; // swapped out by an import since it was seen
    const record = fresh.json<Car>();
    const held = activeHolds(model).find((h) => h.carId === car.id);
    if (held) checkHeldFlags(world, model, site, [record], 'the car JSON before reserving');
    const n = ++contactCounter;
    const reserve = () =>
      world.siteCall(site.slug, '/api/reservations', {
        method: 'POST',
        json: {
          car_id: car.id,
          name: `Holder ${n}`,
          email: `holder${n}@example.com`,
          // Each shopper their own phone: holds are bounded per contact (§4 request-mode bounds).
          phone: `04${String(10_000_000 + n).slice(-8)}`,
          terms_agreed: true,
        },
      });
    const answers = this.args.twice ? await Promise.all([reserve(), reserve()]) : [await reserve()];
    const created = answers.filter((a) => a.status === 201);
    world.check(
      created.length <= (held ? 0 : 1),
      'held-once',
      () =>
        `car ${car.id} on ${site.slug}: ${created.length} holds created${held ? ` while held through ${held.site} (${held.status})` : ''}`,
    );
    const eligibleNow =
      !held && reservationBlockers({ ...record, reserved: record.reserved }, 'request').length === 0;
    // This world posts straight at the API with no form start token: a bot-protected site screens that as
    // a bot (§1) and holds nothing, whatever the car.
    // §1 a rental site books dates (POST /api/rental-bookings): a hold is refused, naming the pick-up date (#29).
    if (sellerKind(site) === 'rental') {
      world.check(
        answers.every(
          (a) => a.status === 400 && 'pickUpDate' in (a.json<{ fields?: object }>().fields ?? {}),
        ),
        'reserve-rental',
        () =>
          `${site.slug} car ${car.id}: ${answers.map((a) => `${a.status} ${a.text.slice(0, 160)}`).join(' / ')}`,
      );
      return;
    }
    if (site.features.bot_protection) {
      world.check(
        answers.every((a) => a.status === 409 && a.json<{ reason?: string }>().reason === 'refused'),
        'reserve-screened',
        () =>
          `${site.slug} car ${car.id}: ${answers.map((a) => `${a.status} ${a.text.slice(0, 160)}`).join(' / ')}`,
      );
      return;
    }
    if (eligibleNow) {
      // The world is one network address: unpaid, unconfirmed holds from it are bounded (HOLDS_PER_ADDRESS).
      const full = model.holds.filter((h) => h.status === 'held').length >= HOLDS_PER_ADDRESS;
      const limited = (a: HttpResponse) =>
        a.status === 409 && a.json<{ reason?: string }>().reason === 'hold_limit';
      world.check(
        full ? answers.every(limited) : created.length === 1,
        'reserve-eligible',
        () =>
          `${site.slug} car ${car.id} (eligible, not held; ${full ? 'the address is at its hold bound' : 'under the hold bound'}) reserve answered ${answers.map((a) => `${a.status} ${a.text.slice(0, 160)}`).join(' / ')}`,
      );
    }
    for (const answer of created) {
      const body = answer.json<{ id: string }>();
      model.holds.push({ id: body.id, site: site.slug, carId: car.id, carSlug: car.slug, status: 'held' });
      model.holdsTouched = true;
    }
  }
  toString = () => `reserve(${JSON.stringify(this.args)})`;
}

export class DealerHoldCommand implements Cmd {
  constructor(readonly args: { hold: number; action: 'confirm' | 'cancel' }) {}
  check = (model: Readonly<Model>) => model.holds.length > 0;
  async run(model: Model, world: World): Promise<void> {
    const hold = pick(model.holds, this.args.hold) as HoldRecord;
    const res = await world.dealer(hold.site, `/api/dealer/reservations/${hold.id}/${this.args.action}`, {
      method: 'POST',
    });
    const allowed =
      this.args.action === 'confirm'
        ? hold.status === 'held'
        : hold.status === 'held' || hold.status === 'confirmed';
    world.check(
      res.status === (allowed ? 200 : 409),
      'dealer-action',
      () =>
        `${this.args.action} of ${hold.status} hold ${hold.id} (${hold.site}, car ${hold.carId}) answered ${res.status}: ${res.text.slice(0, 200)}`,
    );
    if (res.status === 200) {
      hold.status = this.args.action === 'confirm' ? 'confirmed' : 'cancelled';
      model.holdsTouched = true;
    }
  }
  toString = () => `dealer(${JSON.stringify(this.args)})`;
}
