import { consumerInformationNotice, parseCar } from '@dealer/pricing';
import { isCarSlug } from '@dealer/validation';
import { data } from 'react-router';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';
import type { PageOf } from './types';

/**
 * NZ {vehicle base}/{slug}/cin: a used vehicle's Consumer Information Notice on a page of its own, for
 * printing (#34). A car that needs no notice (new, or on an AU site) has no such page.
 */
export async function load(ctx: DealerLoadContext, _request: Request, page: PageOf<'cin'>) {
  if (!isCarSlug(page.slug)) throw data('Not found', { status: 404 });
  const record = await serverApi(ctx).carBySlug(page.slug);
  if (record === false || !('slug' in record)) throw data('Not found', { status: 404 });
  const car = parseCar(record);
  const notice = consumerInformationNotice(car, ctx.site);
  if (!notice) throw data('Not found', { status: 404 });
  return { car: { slug: car.slug, name: car.name }, notice };
}

export type CinData = Awaited<ReturnType<typeof load>>;
