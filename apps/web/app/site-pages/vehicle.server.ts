import { sanitiseHtml } from '@dealer/content-blocks';
import { FINANCE_BUTTON_LABELS } from '@dealer/experiments';
import { listedText, parseCar, priceHistoryLines } from '@dealer/pricing';
import { garagePath } from '@dealer/site-registry';
import { daysInStock } from '@dealer/staff';
import { isCarSlug } from '@dealer/validation';
import { data } from 'react-router';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';
import { watchState } from '../lib/garage.server';
import { carJsonLd } from '../lib/structured-data.server';
import type { PageOf } from './types';

/** §2 a car's page at the site's vehicle base path plus its slug (/cars/{slug}, /vehicles/{slug}, …). */
export async function load(ctx: DealerLoadContext, request: Request, page: PageOf<'vehicle'>) {
  // §5 a slug no car can have is not a page.
  if (!isCarSlug(page.slug)) throw data('Not found', { status: 404 });
  const record = await serverApi(ctx).carBySlug(page.slug);
  if (record === false || !('slug' in record)) throw data('Not found', { status: 404 });
  const car = parseCar(record);
  const now = ctx.now;
  return {
    car,
    descriptionHtml: sanitiseHtml(car.description?.body ?? ''),
    now,
    // Issue #34 item 3: days on market (the console's one rule, in the site's zone: it turns at the
    // site's local midnight, which the page cache's validity already ends at) and the recorded changes.
    priceHistory: {
      listed: car.sold ? null : listedText(daysInStock(car, ctx.site, new Date(now))),
      lines: priceHistoryLines(await serverApi(ctx).priceHistory(car.id), ctx.site, new Date(now)),
    },
    // §2 the finance button label of this visitor's split-test arm (default 'Get Finance').
    financeLabel: ctx.experiments?.financeButton.label ?? FINANCE_BUTTON_LABELS.a,
    // §4 garage: the watchlist toggle, only on garage sites.
    garage: garagePath(ctx.site) ? await watchState(ctx, request, car.id) : null,
    // The head's JSON-LD (vehicle, breadcrumbs), built here so its builders stay out of the browser's bundle.
    jsonLd: carJsonLd(ctx.site, ctx.origin, car),
  };
}

export type VehicleData = Awaited<ReturnType<typeof load>>;
