import { DEFAULT_ENQUIRY_CATEGORY } from '@dealer/event-ids';
import { carEnquiryCategory } from '@dealer/lead-flow';
import { contactPath, partsPath, primaryLocation, servicePath } from '@dealer/site-registry';
import { ContentBlocks, EnquiryForm, FinanceCarCard } from '@dealer/ui';
import { data } from 'react-router';
import { dealer } from '../context';
import { loadContentPage } from '../lib/content.server';
import { campaignParams, carForLead } from '../lib/lead-pages.server';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { useSite } from '../lib/site';
import type { Route } from './+types/enquiry-page';

type PageKind = 'contact' | 'service' | 'parts';

const PAGES: Record<PageKind, { title: string; intro: string; category: string; submitLabel: string }> = {
  contact: {
    title: 'Contact us',
    intro: 'Send us a message and the right person will get back to you.',
    category: DEFAULT_ENQUIRY_CATEGORY,
    submitLabel: 'Message Now',
  },
  service: {
    title: 'Service enquiry',
    intro: 'Tell us about your vehicle and what it needs; our service team will confirm a time.',
    category: 'Service',
    submitLabel: 'Enquire Now',
  },
  parts: {
    title: 'Parts and accessories',
    intro: 'Tell us the part or accessory you need and your vehicle; our parts team will quote it.',
    category: 'Parts',
    submitLabel: 'Enquire Now',
  },
};

/** §2 /contact (a car's enquiry and Request Photos without JavaScript too), /service and the site's parts path. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const url = pageUrl(request);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const kind: PageKind | null =
    path === contactPath()
      ? 'contact'
      : path === servicePath()
        ? 'service'
        : path === partsPath(ctx.site)
          ? 'parts'
          : null;
  if (!kind) throw data('Not found', { status: 404 });
  const car = kind === 'contact' ? await carForLead(ctx, url.searchParams.get('car_id')) : null;
  const requestPhotos = car !== null && url.searchParams.get('form') === 'request-photos';
  // §1 the service and parts pages' content blocks above the enquiry form, when the site has them.
  const content = kind === 'contact' ? null : await loadContentPage(ctx, kind);
  return { kind, path, car, requestPhotos, campaign: campaignParams(url), content };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = PAGES[loaderData?.kind ?? 'contact'];
  return pageMeta(matches, {
    title: page.title,
    description: page.intro,
    path: loaderData?.path ?? '/contact',
  });
};

export default function EnquiryPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { kind, car, requestPhotos, campaign, content } = loaderData;
  const page = PAGES[kind];
  const location = primaryLocation(site);
  const title = car ? (requestPhotos ? 'Request Photos' : 'Enquire Now') : page.title;
  return (
    <div className="lead-page">
      {content && !car ? (
        <>
          <ContentBlocks blocks={content.page.blocks} site={site} data={content.data} />
          <h2 id="enquiry-title">Send an enquiry</h2>
        </>
      ) : (
        <header>
          <h1 id="enquiry-title">{title}</h1>
          <p>{car ? `About the ${car.name}.` : page.intro}</p>
        </header>
      )}
      <div className="lead-page lead-page--aside">
        <section className="panel" aria-labelledby="enquiry-title">
          {car ? (
            <EnquiryForm
              key={`${car.id}-${requestPhotos}`}
              labelledBy="enquiry-title"
              category={carEnquiryCategory(car)}
              car={car}
              options={{ variant: requestPhotos ? 'request-photos' : 'modal' }}
              additionalParams={{ ...campaign, ...(requestPhotos ? { subcategory: 'Request Photos' } : {}) }}
              messageLabel={requestPhotos ? 'Which photos would you like?' : undefined}
              submitLabel={requestPhotos ? 'Request Photos' : 'Enquire Now'}
            />
          ) : (
            <EnquiryForm
              key={kind}
              labelledBy="enquiry-title"
              category={page.category}
              options={{
                variant: 'page',
                categorySelectable: kind === 'contact',
                showLocation: site.locations.length > 1,
              }}
              additionalParams={campaign}
              submitLabel={page.submitLabel}
            />
          )}
        </section>
        <aside className="lead-page">
          {car ? <FinanceCarCard car={car} site={site} /> : null}
          <section className="panel" aria-labelledby="visit-title">
            <h2 id="visit-title">Visit or call</h2>
            <address>
              <strong>{location.location_name}</strong>
              <br />
              {location.address.street}, {location.address.city} {location.address.state}{' '}
              {location.address.postcode}
            </address>
            <p>
              <a href={`tel:${location.contact_detail.phone.replace(/\s+/g, '')}`}>
                {location.contact_detail.phone}
              </a>
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}
