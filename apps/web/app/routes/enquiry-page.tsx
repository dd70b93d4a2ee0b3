import { DEFAULT_ENQUIRY_CATEGORY } from '@dealer/event-ids';
import { carEnquiryCategory } from '@dealer/lead-flow';
import type { Car } from '@dealer/pricing';
import {
  addressLine,
  contactPath,
  partsPath,
  primaryLocation,
  type Site,
  sellerKind,
  servicePath,
} from '@dealer/site-registry';
import { CarSummary, ContentBlocks, EnquiryForm, type EnquiryFormProps, enquirySubmission } from '@dealer/ui';
import { data } from 'react-router';
import { type DealerLoadContext, dealer } from '../context';
import { loadContentPage } from '../lib/content.server';
import { submitPostedStep } from '../lib/lead-action.server';
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

/** Which enquiry page the URL is and the car it is about (?car_id=); shared by the loader and the action. */
async function enquiryPage(ctx: DealerLoadContext, request: Request) {
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
  return { kind, path, car, requestPhotos, campaign: campaignParams(url) };
}

/** The page's enquiry form: the component renders it, the action takes it posted without JavaScript. */
function enquiryForm(
  page: { kind: PageKind; car: Car | null; requestPhotos: boolean; campaign: Record<string, string> },
  site: Site,
): EnquiryFormProps {
  const { kind, car, requestPhotos, campaign } = page;
  if (car) {
    return {
      labelledBy: 'enquiry-title',
      category: carEnquiryCategory(car, sellerKind(site)),
      car,
      options: { variant: requestPhotos ? 'request-photos' : 'modal' },
      additionalParams: { ...campaign, ...(requestPhotos ? { subcategory: 'Request Photos' } : {}) },
      messageLabel: requestPhotos ? 'Which photos would you like?' : undefined,
      submitLabel: requestPhotos ? 'Request Photos' : 'Enquire Now',
    };
  }
  return {
    labelledBy: 'enquiry-title',
    category: PAGES[kind].category,
    options: {
      variant: 'page',
      categorySelectable: kind === 'contact',
      showLocation: site.locations.length > 1,
    },
    additionalParams: campaign,
    submitLabel: PAGES[kind].submitLabel,
  };
}

/** §2 /contact (a car's enquiry and Request Photos without JavaScript too), /service and the site's parts path. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const page = await enquiryPage(ctx, request);
  // §1 the service and parts pages' content blocks above the enquiry form, when the site has them.
  const content = page.kind === 'contact' ? null : await loadContentPage(ctx, page.kind);
  return { ...page, content };
}

/** The enquiry posted without JavaScript (or before hydration): checked, sent as a lead, then the success page. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = dealer(context);
  const page = await enquiryPage(ctx, request);
  const submission = enquirySubmission(enquiryForm(page, ctx.site), ctx.site);
  return submitPostedStep(ctx, request, await request.formData(), {
    step: { spec: submission.spec, lead: (values, trap) => submission.lead(values as never, trap) },
    setup: submission.flow,
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = PAGES[loaderData?.kind ?? 'contact'];
  return pageMeta(matches, {
    title: page.title,
    description: page.intro,
    path: loaderData?.path ?? '/contact',
  });
};

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const { kind, car, requestPhotos, content } = loaderData;
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
          <EnquiryForm
            key={car ? `${car.id}-${requestPhotos}` : kind}
            {...enquiryForm(loaderData, site)}
            defaultValues={actionData?.posted}
            errors={actionData?.errors}
            formError={actionData?.formError}
          />
        </section>
        <aside className="lead-page">
          {car ? <CarSummary car={car} site={site} /> : null}
          <section className="panel" aria-labelledby="visit-title">
            <h2 id="visit-title">Visit or call</h2>
            <address>
              <strong>{location.location_name}</strong>
              <br />
              {addressLine(location.address)}
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
