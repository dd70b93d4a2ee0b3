import type { Car } from '@dealer/pricing';
import { useEffect } from 'react';
import { analytics, type SearchEventInput } from './data-layer';
import { takeEarlyClicks } from './early-clicks';

/** A page view on every path change (SSR pushes nothing; the browser pushes after hydration). */
export function usePageView(path: string, pageType: string): void {
  useEffect(() => {
    analytics().pageView(path, pageType);
  }, [path, pageType]);
}

/** §9 search (29) each time the listing's results change (first load, refinement, sort, page). */
export function useSearchEvent(input: SearchEventInput): void {
  const key = JSON.stringify(input);
  // The serialised input is the change signal: a re-render with equal results pushes nothing.
  useEffect(() => {
    analytics().search(input);
  }, [key]);
}

/** §9 step progress (32) for a multi-step form: call it with the step the shopper is on (1-based). */
export function useStepProgress(form: string, step: number, totalSteps: number): void {
  useEffect(() => {
    analytics().stepProgress(form, step, totalSteps);
  }, [form, step, totalSteps]);
}

/**
 * §9 click to call (25) for every `tel:` link on the page, wherever it is rendered (footer, panels),
 * including taps made before the page hydrated (noted by the early-clicks script).
 */
export function useClickToCallTracking(path: string, carId?: number): void {
  useEffect(() => {
    for (const _ of takeEarlyClicks('a[href^="tel:"]')) analytics().clickToCall(path, carId);
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
      if (link) analytics().clickToCall(path, carId);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [path, carId]);
}

/** The §3 product payload once per car page (view_item). */
export function useProductView(
  car: Pick<Car, 'id' | 'stocknum' | 'name' | 'reduced_price' | 'computed_price' | 'price'>,
): void {
  // One push per car, not per re-render.
  useEffect(() => {
    analytics().productView(car);
  }, [car.id]);
}
