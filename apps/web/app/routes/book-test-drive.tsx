import type { Car } from '@dealer/pricing';
import { bookTestDrivePath } from '@dealer/site-registry';
import {
  CarSummary,
  EnquiryForm,
  type EnquiryFormProps,
  enquirySubmission,
  TestDriveTimes,
} from '@dealer/ui';
import { type DealerLoadContext, dealer } from '../context';
import { submitPostedStep } from '../lib/lead-action.server';
import { campaignParams, carForLead } from '../lib/lead-pages.server';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { useSite } from '../lib/site';
import type { Route } from './+types/book-test-drive';

/** §2 /book-test-drive/ (?car_id= from a car): 'Book a Test Drive' with slots from the bookings endpoint (§7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return testDrivePage(dealer(context), request);
}

async function testDrivePage(ctx: DealerLoadContext, request: Request) {
  const url = pageUrl(request);
  const car = await carForLead(ctx, url.searchParams.get('car_id'));
  return { car, campaign: campaignParams(url) };
}

/** The booking form: the component renders it, the action takes it posted without JavaScript. */
function testDriveForm({
  car,
  campaign,
}: {
  car: Car | null;
  campaign: Record<string, string>;
}): EnquiryFormProps {
  return {
    labelledBy: 'test-drive-title',
    category: 'Test Drive',
    car,
    isTestDrive: true,
    options: { variant: car ? 'modal' : 'page', testDrive: true },
    messageLabel: car ? 'Message' : 'Which vehicle would you like to drive?',
    additionalParams: campaign,
    submitLabel: 'Book a Test Drive',
  };
}

/** A booking posted without JavaScript (or before hydration): checked, sent as a lead, then the success page. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = dealer(context);
  const submission = enquirySubmission(testDriveForm(await testDrivePage(ctx, request)), ctx.site);
  return submitPostedStep(ctx, request, await request.formData(), {
    step: { spec: submission.spec, lead: (values, trap) => submission.lead(values as never, trap) },
    setup: submission.flow,
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Book a Test Drive',
    description: 'Choose a day and time for your test drive; we confirm it by phone or email.',
    path: bookTestDrivePath(),
  });

export default function BookTestDrive({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const { car } = loaderData;
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
            {...testDriveForm(loaderData)}
            defaultValues={actionData?.posted}
            errors={actionData?.errors}
            formError={actionData?.formError}
          >
            {() => (
              <TestDriveTimes
                dealershipId={car?.dealership_id ?? site.dealerships[0]?.id ?? site.dealership_id}
                locationId={car?.location_id ?? null}
              />
            )}
          </EnquiryForm>
        </section>
        {car ? <CarSummary car={car} site={site} /> : null}
      </div>
    </div>
  );
}
