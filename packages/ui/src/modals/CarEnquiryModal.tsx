import { carEnquiryCategory } from '@dealer/lead-flow';
import type { Car } from '@dealer/pricing';
import type { CardCar } from '@dealer/reservations/rules';
import { EnquiryForm } from '../forms/EnquiryForm';
import { TestDriveTimes } from '../forms/TestDriveTimes';
import { Dialog } from './Dialog';

export type CarModalKind = 'enquiry' | 'test-drive' | 'request-photos';

export interface CarModalProps {
  kind: CarModalKind;
  /** A whole §3 record (car page) or a card view's `car`: the forms read only the lead fields of it. */
  car: CardCar;
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
export default function CarModal({ kind, car: cardCar, onClose }: CarModalProps) {
  // The enquiry form takes a §3 Car but reads only its lead fields (lead-flow's LeadCarSource), which
  // CardCar carries.
  const car = cardCar as Car;
  return (
    <Dialog title={TITLES[kind]} onClose={onClose}>
      {(titleId) => (
        <>
          <p className="modal__car">{car.name}</p>
          {kind === 'enquiry' ? (
            <EnquiryForm
              labelledBy={titleId}
              category={carEnquiryCategory(car)}
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
              category={carEnquiryCategory(car)}
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
