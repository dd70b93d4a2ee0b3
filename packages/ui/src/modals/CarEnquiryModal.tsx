import { carEnquiryCategory } from '@dealer/lead-flow';
import type { Car, PriceDisplay } from '@dealer/pricing';
import type { CardCar } from '@dealer/reservations/rules';
import { sellerKind, vehicleDetailPath } from '@dealer/site-registry';
import { CarSummary, CarSummaryView } from '../car/CarSummary';
import { EnquiryForm } from '../forms/EnquiryForm';
import { useLeadServices } from '../forms/lead-services';
import { TestDriveTimes } from '../forms/TestDriveTimes';
import { Dialog } from './Dialog';

export type CarModalKind = 'enquiry' | 'test-drive' | 'request-photos';

export interface CarModalSummary {
  image: string | null;
  price: PriceDisplay;
}

export interface CarModalProps {
  kind: CarModalKind;
  /** A whole §3 record (car page) or a card view's `car`: the forms read only the lead fields of it. */
  car: CardCar;
  /** What a card view prints (listing): the summary row's photo and price; absent, from the §3 record. */
  summary?: CarModalSummary;
  onClose(): void;
}

const TITLES: Record<CarModalKind, string> = {
  enquiry: 'Enquire Now',
  'test-drive': 'Book a Test Drive',
  'request-photos': 'Request Photos',
};

/**
 * §2 the car modals — car enquiry, 'Book a Test Drive' (slots from the bookings endpoint) and 'Request
 * Photos' — one lazily loaded module. §5: the message is optional in the modal and Request Photos, the
 * test-drive date is optional.
 */
export default function CarModal({ kind, car: cardCar, summary, onClose }: CarModalProps) {
  const { site } = useLeadServices();
  // The enquiry form takes a §3 Car but reads only its lead fields (lead-flow's LeadCarSource), which
  // CardCar carries.
  const car = cardCar as Car;
  return (
    <Dialog title={TITLES[kind]} onClose={onClose}>
      {(titleId) => (
        <>
          {summary ? (
            <CarSummaryView
              name={car.name}
              href={vehicleDetailPath(site, car.slug)}
              image={summary.image}
              price={summary.price}
              variant="compact"
            />
          ) : (
            <CarSummary car={car} site={site} variant="compact" />
          )}
          {kind === 'enquiry' ? (
            <EnquiryForm
              labelledBy={titleId}
              category={carEnquiryCategory(car, sellerKind(site))}
              car={car}
              options={{ variant: 'modal' }}
              messagePlaceholder={`Hi, I'm interested in the ${car.name}.`}
              submitLabel="Enquire Now"
            />
          ) : kind === 'test-drive' ? (
            <EnquiryForm
              labelledBy={titleId}
              category="Test Drive"
              car={car}
              isTestDrive
              options={{ variant: 'modal', testDrive: true }}
              submitLabel="Book a Test Drive"
            >
              {() => <TestDriveTimes dealershipId={car.dealership_id} locationId={car.location_id} />}
            </EnquiryForm>
          ) : (
            <EnquiryForm
              labelledBy={titleId}
              category={carEnquiryCategory(car, sellerKind(site))}
              car={car}
              options={{ variant: 'request-photos' }}
              additionalParams={{ subcategory: 'Request Photos' }}
              messageLabel="Which photos would you like?"
              submitLabel="Request Photos"
            />
          )}
        </>
      )}
    </Dialog>
  );
}
