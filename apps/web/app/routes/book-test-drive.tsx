import { bookTestDrivePath } from '@dealer/site-registry';
import { EnquiryForm, FinanceCarCard, TestDriveTimes } from '@dealer/ui';
import { dealer } from '../context';
import { campaignParams, carForLead } from '../lib/lead-pages.server';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { useSite } from '../lib/site';
import type { Route } from './+types/book-test-drive';

/** §2 /book-test-drive/ (?car_id= from a car): 'Book a Test Drive' with slots from the bookings endpoint (§7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const url = pageUrl(request);
  const car = await carForLead(ctx, url.searchParams.get('car_id'));
  return { car, campaign: campaignParams(url) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Book a Test Drive',
    description: 'Choose a day and time for your test drive; we confirm it by phone or email.',
    path: bookTestDrivePath(),
  });

export default function BookTestDrive({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { car, campaign } = loaderData;
  return (
    <div className="lead-page">
      <header>
        <h1 id="test-drive-title">Book a Test Drive</h1>
        <p>
          {car
            ? `Take the ${car.name} for a drive.`
            : 'Tell us the vehicle you would like to drive and when suits you.'}
        </p>
      </header>
      <div className="lead-page lead-page--aside">
        <section className="panel" aria-labelledby="test-drive-title">
          <EnquiryForm
            labelledBy="test-drive-title"
            category="Test Drive"
            car={car}
            isTestDrive
            options={{ variant: car ? 'modal' : 'page', testDrive: true }}
            messageLabel={car ? 'Message' : 'Which vehicle would you like to drive?'}
            additionalParams={campaign}
            submitLabel="Book a Test Drive"
          >
            {() => (
              <TestDriveTimes
                dealershipId={car?.dealership_id ?? site.dealerships[0]?.id ?? site.dealership_id}
                locationId={car?.location_id ?? null}
              />
            )}
          </EnquiryForm>
        </section>
        {car ? <FinanceCarCard car={car} site={site} /> : null}
      </div>
    </div>
  );
}
