import type { CardCar } from '@dealer/reservations/rules';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useOptionalLeadServices } from '../forms/lead-services';
import { UiLink } from '../link';
import type { CarModalKind, CarModalSummary } from './CarEnquiryModal';

// Modals and their forms (react-hook-form, zod schemas) load on demand: the first click fetches them.
const CarModal = lazy(() => import('./CarEnquiryModal'));

/** Starts loading the modal chunk early (pointer over or focus on the button). */
export function preloadCarModal(): void {
  void import('./CarEnquiryModal');
}

export interface CarModalButtonProps {
  kind: CarModalKind;
  /** The car the lead is about: a whole §3 record, or the card view's `car`. */
  car: CardCar;
  /** A card view's photo and price for the modal's summary row (a card has no §3 record to compute them). */
  summary?: CarModalSummary;
  /** Where the button goes without JavaScript (a page with the same form). */
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A car action that opens its modal (§2 car enquiry, test drive, Request Photos). It is a link to the
 * page with the same form, so it works before hydration and without JavaScript; once the app provides
 * lead services the click opens the modal instead.
 */
export function CarModalButton({ kind, car, summary, href, className, children }: CarModalButtonProps) {
  const services = useOptionalLeadServices();
  const [open, setOpen] = useState(false);
  return (
    <>
      <UiLink
        href={href}
        className={className}
        aria-haspopup={services ? 'dialog' : undefined}
        onPointerEnter={services ? preloadCarModal : undefined}
        onFocus={services ? preloadCarModal : undefined}
        onClick={(event) => {
          if (!services || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </UiLink>
      {open ? (
        <Suspense fallback={null}>
          <CarModal kind={kind} car={car} {...(summary ? { summary } : {})} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

// The no-JavaScript home of a car's enquiry and Request Photos forms: the contact page about that car.
export { carEnquiryPath } from '@dealer/reservations/rules';
