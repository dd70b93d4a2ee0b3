import {
  PROMOTION_SLIDE_SIZE,
  type PromotionSliderBlock as PromotionSliderBlockData,
} from '@dealer/content-blocks';
import { useEffect, useId, useRef, useState } from 'react';
import { UiLink } from '../link';
import type { Promotion } from '../pages/SpecialOffersPage';

export interface Slide {
  key: string;
  image: string;
  alt: string;
  title?: string;
  subtitle?: string;
  href?: string;
}

/** The slides a slider shows: its own, then the site's promotions when `from_promotions` is set. */
export function sliderSlides(
  block: PromotionSliderBlockData,
  promotions: readonly Promotion[] = [],
): Slide[] {
  const own: Slide[] = block.slides.map((slide, index) => ({
    key: `slide-${index}`,
    image: slide.image,
    alt: slide.alt,
    title: slide.title,
    href: slide.href,
  }));
  const fromSite: Slide[] = block.from_promotions
    ? promotions
        .filter((p) => p.image.url)
        .map((p) => ({
          key: `promotion-${p.id}`,
          image: p.image.url as string,
          alt: p.title,
          title: p.title,
          subtitle: p.subtitle,
          href: p.href,
        }))
    : [];
  return [...own, ...fromSite];
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * §1/§9 promotion slider: 1920×540 slides in a scroll-snap row (every slide reachable without script),
 * each slide's title and subtitle written as HTML over its picture (a taller crop on a phone, issue #31).
 * With script it advances every `interval_ms`, pauses while hovered or focused, has a pause button
 * (WCAG 2.2.2) and previous/next buttons, and never auto-plays for reduced-motion users.
 */
export function PromotionSliderBlock({
  block,
  promotions,
  eager = false,
}: {
  block: PromotionSliderBlockData;
  promotions?: readonly Promotion[];
  eager?: boolean;
}) {
  const slides = sliderSlides(block, promotions);
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (!playing || held || count < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), block.interval_ms);
    return () => clearInterval(timer);
  }, [playing, held, count, block.interval_ms]);

  useEffect(() => {
    const list = track.current;
    const slide = list?.children[index] as HTMLElement | undefined;
    if (list && slide && typeof list.scrollTo === 'function') {
      list.scrollTo({
        left: slide.offsetLeft - list.offsetLeft,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    }
  }, [index]);

  if (count === 0) return null;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <section
      className="cb-slider"
      aria-roledescription="carousel"
      aria-label="Promotions"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <ul className="cb-slider__track" ref={track} id={`${id}-track`}>
        {slides.map((slide, i) => {
          // Issue #31: a slide's words are HTML over its picture (readable on a phone, real text for
          // search and screen readers); the picture behind words is decoration.
          const words = slide.title ? (
            <span className="cb-slider__words">
              <span className="cb-slider__title">{slide.title}</span>
              {slide.subtitle ? <span className="cb-slider__subtitle">{slide.subtitle}</span> : null}
            </span>
          ) : null;
          const picture = (
            <img
              src={slide.image}
              alt={words ? '' : slide.alt}
              width={PROMOTION_SLIDE_SIZE.width}
              height={PROMOTION_SLIDE_SIZE.height}
              loading={eager && i === 0 ? 'eager' : 'lazy'}
              fetchPriority={eager && i === 0 ? 'high' : undefined}
              decoding="async"
            />
          );
          return (
            <li
              key={slide.key}
              className="cb-slider__slide"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
            >
              {slide.href ? (
                <UiLink href={slide.href} className="cb-slider__link">
                  {picture}
                  {words}
                </UiLink>
              ) : (
                <span className="cb-slider__link">
                  {picture}
                  {words}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {count > 1 ? (
        <div className="cb-slider__controls">
          <button
            type="button"
            className="button button--small button--outline"
            onClick={() => go(-1)}
            aria-controls={`${id}-track`}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous promotion</span>
          </button>
          <button
            type="button"
            className="button button--small button--outline"
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? 'Pause' : 'Play'}
            <span className="visually-hidden"> promotions</span>
          </button>
          <button
            type="button"
            className="button button--small button--outline"
            onClick={() => go(1)}
            aria-controls={`${id}-track`}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next promotion</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
