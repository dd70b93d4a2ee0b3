import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** The photo a strip of full-width slides shows at a scroll offset (the nearest slide), within 0…count−1. */
export function photoIndexAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (count <= 0 || !(slideWidth > 0)) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}

/** The photo `step` photos from `index`, wrapping round both ends (next on the last shows the first). */
export function stepPhoto(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The photo a key asks for (←/→ step, Home/End jump), or null for any other key. */
export function photoForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return stepPhoto(index, -1, count);
    case 'ArrowRight':
      return stepPhoto(index, 1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return null;
  }
}

/**
 * A scroll-snap strip of full-width photos (swiped natively, scrollable without JavaScript): which photo
 * it shows (followed from its scroll position) and `go(i)` to scroll to a photo.
 */
export function useStrip(ref: RefObject<HTMLElement | null>, count: number) {
  const [index, setIndex] = useState(0);
  // The photo a `go` is scrolling to: until the strip gets there, its passing positions are not the
  // photo shown (a second tap mid-scroll steps from the target, not from where the scroll happens to be).
  const target = useRef<number | null>(null);
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const at = () => photoIndexAt(strip.scrollLeft, strip.clientWidth, count);
    const onScroll = () => {
      const shown = at();
      if (target.current !== null && shown !== target.current) return;
      target.current = null;
      setIndex(shown);
    };
    const onScrollEnd = () => {
      target.current = null;
      setIndex(at());
    };
    // A finger or wheel takes over from a scroll in flight.
    const onUser = () => {
      target.current = null;
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    strip.addEventListener('scrollend', onScrollEnd);
    strip.addEventListener('pointerdown', onUser, { passive: true });
    strip.addEventListener('wheel', onUser, { passive: true });
    return () => {
      strip.removeEventListener('scroll', onScroll);
      strip.removeEventListener('scrollend', onScrollEnd);
      strip.removeEventListener('pointerdown', onUser);
      strip.removeEventListener('wheel', onUser);
    };
  }, [ref, count]);
  const go = useCallback(
    (wanted: number, behavior: ScrollBehavior = 'smooth') => {
      const strip = ref.current;
      const next = stepPhoto(wanted, 0, count);
      setIndex(next);
      if (!strip) return;
      const left = next * strip.clientWidth;
      if (Math.abs(strip.scrollLeft - left) < 1) return;
      target.current = next;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      strip.scrollTo({ left, behavior: reduce ? 'instant' : behavior });
    },
    [ref, count],
  );
  return { index, go };
}
