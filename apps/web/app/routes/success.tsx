import { vehicleDetailPath, vehicleNoun } from '@dealer/site-registry';
import { CarSummary, UiLink } from '@dealer/ui';
import { dealer } from '../context';
import { carForLead } from '../lib/lead-pages.server';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { useSite } from '../lib/site';
import type { Route } from './+types/success';

interface SuccessCopy {
  title: string;
  lead: string;
  next: string[];
}

const GENERAL: SuccessCopy = {
  title: 'Thank you for your enquiry',
  lead: 'Your message is with our team.',
  next: [
    'A member of our team reads your enquiry.',
    'We call or email you, usually within one business day.',
  ],
};

/** Thank-you copy per lead category slug (§2 /success?category=…), in the site's `noun` (lower case). */
const copies = (noun: string): Record<string, SuccessCopy> => ({
  'test-drive': {
    title: 'Your test drive request is in',
    lead: 'Thanks — we have your preferred time.',
    next: [
      `We check the ${noun} is ready and confirm your time by phone or email.`,
      'Bring your driver licence on the day.',
      'Take your time on the drive; our team answers any questions.',
    ],
  },
  finance: {
    title: 'Your finance application is in',
    lead: 'Thanks for applying. Step 1 is done.',
    next: [
      'Our finance team reviews your application.',
      'We call you to get you pre-approved with a personalised rate.',
      `Then you purchase your ${noun} knowing exactly what you pay.`,
    ],
  },
  'trade-in': {
    title: 'Thanks — your trade-in details are in',
    lead: `We have your ${noun} and its condition.`,
    next: [
      'A valuer reviews your details and the online estimate.',
      'We call you to arrange a quick inspection.',
      `You get a firm offer, usable against your next ${noun}.`,
    ],
  },
  'sell-my-car': {
    title: `Thanks — your ${noun} details are in`,
    lead: `We have your ${noun} and its condition.`,
    next: [
      'A valuer reviews your details.',
      'We call you to arrange a quick inspection.',
      'You get a firm offer.',
    ],
  },
  service: {
    title: 'Your service enquiry is in',
    lead: 'Thanks for contacting our service team.',
    next: ['Our service advisors check availability.', 'We call or email you to confirm a booking.'],
  },
  parts: {
    title: 'Your parts enquiry is in',
    lead: 'Thanks for contacting our parts team.',
    next: ['Our parts team checks price and availability.', 'We call or email you with a quote.'],
  },
  'used-vehicle': {
    title: 'Thank you for your enquiry',
    lead: `Your enquiry about this ${noun} is with our sales team.`,
    next: [
      `A sales consultant checks the ${noun}’s availability.`,
      'We call or email you, usually within one business day.',
    ],
  },
  'new-vehicle': {
    title: 'Thank you for your enquiry',
    lead: 'Your enquiry is with our sales team.',
    next: [
      'A sales consultant checks availability and pricing.',
      'We call or email you, usually within one business day.',
    ],
  },
});

/** §2 /success?category={slug}&event_id=…&car_id=…: the thank-you page (never a visited page, §4). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const url = pageUrl(request);
  const category = url.searchParams.get('category') ?? '';
  const car = await carForLead(ctx, url.searchParams.get('car_id'));
  return { category, car };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Thank you',
    description: 'Thank you for your enquiry.',
    path: '/success',
    noindex: true,
  });

export default function Success({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { category, car } = loaderData;
  const noun = vehicleNoun(site, { lowercase: true });
  const copy = copies(noun)[category] ?? GENERAL;
  return (
    <article className="lead-page success-page">
      <h1>{copy.title}</h1>
      <p>{copy.lead}</p>
      <section aria-labelledby="next-title">
        <h2 id="next-title">What happens next</h2>
        <ol>
          {copy.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          Need us sooner? Call <a href={`tel:${site.phone.replace(/\s+/g, '')}`}>{site.phone}</a>.
        </p>
      </section>
      {car ? (
        <section aria-label={`Your ${noun}`}>
          <CarSummary car={car} site={site} />
          <p>
            <UiLink href={vehicleDetailPath(site, car.slug)}>Back to the {car.name}</UiLink>
          </p>
        </section>
      ) : null}
      <p>
        <UiLink className="button button--outline" href={site.routes.listing_base_path}>
          Keep browsing
        </UiLink>
      </p>
    </article>
  );
}
