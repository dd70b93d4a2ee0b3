import type { Hono } from 'hono';
import { z } from 'zod';
import { parseBody } from '../http/body.js';
import { type AppContext, type AppDeps, type AppEnv, badRequest } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { rateLimited } from './leads.js';

/** §7 tracking calls: a car's phone number called, or revealed (§4 the phone mask posts an event). */

const id = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,12}$/, 'Invalid id')])
  .transform(Number);
const phoneCallSchema = z.looseObject({
  car_id: id,
  dealership_id: id.optional(),
  website_id: id.optional(),
});
const phoneRevealSchema = z.object({ car_id: id, dealership_id: id, website_id: id });

const unknownCar = (c: AppContext) =>
  badRequest(c, 'Unknown car', { car_id: 'Unknown car for this website' });

export function registerEventRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const limited = (c: AppContext) => rateLimited(c, deps.limits.writes, deps);

  app.post('/api/events/car_phone_call', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parseBody(c, phoneCallSchema);
    if (!parsed.ok) return parsed.response;
    const site = c.get('site');
    const { car_id } = parsed.value;
    if (!deps.inventory.stock(site).byId.has(car_id)) return unknownCar(c);
    const eventId = await deps.store.recordEvent(site.slug, 'car_phone_call', { car_id });
    return c.json({ id: eventId }, 201, NO_STORE);
  });

  app.post('/api/events/phone_reveal', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parseBody(c, phoneRevealSchema);
    if (!parsed.ok) return parsed.response;
    const site = c.get('site');
    const { car_id, dealership_id, website_id } = parsed.value;
    if (website_id !== site.id)
      return badRequest(c, 'Unknown website', { website_id: 'This event belongs to another website' });
    const car = deps.inventory.stock(site).byId.get(car_id);
    if (!car) return unknownCar(c);
    if (car.dealership_id !== dealership_id)
      return badRequest(c, 'Unknown dealership', { dealership_id: 'The car belongs to another dealership' });
    const eventId = await deps.store.recordEvent(site.slug, 'phone_reveal', {
      car_id,
      dealership_id,
      website_id,
    });
    return c.json({ id: eventId }, 201, NO_STORE);
  });
}
