import type { Car } from '@dealer/pricing';
import { openCarPage } from './browse-commands.js';
import { activeHolds, carJsonPath, checkHeldFlags, type HoldRecord, type Model } from './model.js';
import type { World } from './world.js';

/** What must hold after every step: leads in the inbox once, held cars held once and read reserved everywhere. */

export async function checkInvariants(model: Model, world: World): Promise<void> {
  // Every acknowledged lead is in its dealer's inbox exactly once.
  const sites = [...new Set(model.leads.map((l) => l.site))];
  for (const slug of sites) {
    const res = await world.dealer(slug, '/api/dealer/leads?limit=5000');
    if (
      !world.check(res.status === 200, 'lead-in-inbox-once', () => `inbox of ${slug} answered ${res.status}`)
    )
      continue;
    const inbox = res.json<{ leads: { id: string; lead: { name?: string } }[] }>().leads;
    for (const lead of model.leads.filter((l) => l.site === slug)) {
      const found = inbox.filter((l) => l.id === lead.id);
      const times = found.length;
      if (times === 1) {
        world.check(
          found[0]?.lead.name === lead.name,
          'lead-in-inbox-once',
          () =>
            `lead ${lead.id} on ${slug} reads name ${JSON.stringify(found[0]?.lead.name)} in the inbox; its last acknowledged write said ${JSON.stringify(lead.name)}`,
        );
      }
      world.check(
        times === 1,
        'lead-in-inbox-once',
        () => `lead ${lead.id} acknowledged on ${slug} is in the inbox ${times} times`,
      );
    }
  }

  // Every active hold: held once across the sites that list the car, reserved in its JSON on each.
  const active = activeHolds(model);
  if (active.length === 0 && !model.holdsTouched) return;
  const dealerships = new Map<number, number>();
  for (const [id, cars] of world.stock) for (const car of cars) dealerships.set(car.id, id);
  const listedBy = (carId: number) => {
    const dealership = dealerships.get(carId);
    return dealership === undefined ? [] : world.sitesListing(dealership);
  };
  const sitesOf = (hold: HoldRecord) => [...new Set([hold.site, ...listedBy(hold.carId).map((s) => s.slug)])];
  const holdSites = new Set(active.flatMap(sitesOf));
  const activeRows: { car_id: number; site: string; status: string }[] = [];
  for (const slug of holdSites) {
    const res = await world.dealer(slug, '/api/dealer/reservations');
    if (res.status !== 200) continue;
    for (const row of res.json<{ reservations: { car_id: number; status: string }[] }>().reservations) {
      if (['held', 'paid', 'confirmed'].includes(row.status)) activeRows.push({ ...row, site: slug });
    }
  }
  for (const hold of active) {
    const rows = activeRows.filter((r) => r.car_id === hold.carId);
    world.check(
      rows.length === 1,
      'held-once',
      () =>
        `car ${hold.carId} has ${rows.length} active holds: ${rows.map((r) => `${r.site}:${r.status}`).join(', ')}`,
    );
    for (const site of sitesOf(hold).map((slug) => world.site(slug))) {
      const res = await world.siteCall(site.slug, carJsonPath(site, hold.carId));
      if (res.status === 200) checkHeldFlags(world, model, site, [res.json<Car>()], 'the car JSON');
      else
        world.check(
          site.slug !== hold.site || !inStock(world, hold.carId),
          'held-reads-reserved',
          () => `car ${hold.carId} held through ${hold.site} answers ${res.status} there`,
        );
      if (model.holdsTouched && res.status === 200) await openCarPage(world, model, site, res.json<Car>());
    }
  }
  model.holdsTouched = false;
}

export function inStock(world: World, carId: number): boolean {
  for (const cars of world.stock.values()) if (cars.some((c) => c.id === carId)) return true;
  return false;
}
