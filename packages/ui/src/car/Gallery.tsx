import { imageUrl, srcSet } from '@dealer/pricing';
import { useEffect, useRef, useState } from 'react';
import { GalleryViewer } from './GalleryViewer';
import { photoForKey, stepPhoto, useStrip } from './gallery-strip';

export interface GalleryProps {
  images: readonly string[];
  name: string;
}

/** A thumbnail is 96 CSS pixels wide: 96 at 1×, 192 at 2×. */
const THUMB_WIDTHS = [96, 192];

/** The id of a photo's slide: a thumbnail links to it, so without JavaScript it scrolls the strip there. */
export const photoId = (i: number) => `gallery-photo-${i + 1}`;

/**
 * The car page gallery (issue #31): a scroll-snap strip of the photos, swiped on a phone and scrollable
 * without JavaScript; once hydrated, arrows, ←/→ (Home/End) on the focused strip and a full-screen viewer
 * (GalleryViewer). The strip keeps a 4:3 box from the first paint and the controls sit over it, so
 * nothing moves when they appear. The first photo loads eagerly (LCP), the others and the thumbnails
 * lazily.
 */
export function Gallery({ images, name }: GalleryProps) {
  const stripRef = useRef<HTMLUListElement>(null);
  const fullRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const { index, go } = useStrip(stripRef, count);
  const [ready, setReady] = useState(false);
  const [full, setFull] = useState(false);
  useEffect(() => setReady(true), []);

  if (count === 0)
    return (
      <div className="gallery__hero car-image--empty" role="img" aria-label={`No photos of ${name} yet`} />
    );
  return (
    <section className="gallery" aria-label={`Photos of ${name}`}>
      <div className="gallery__frame">
        <ul
          ref={stripRef}
          className="gallery__strip"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable strip is focusable so keys can scroll it.
          tabIndex={0}
          aria-label={`${name}: ${count} ${count === 1 ? 'photo' : 'photos'}, use the arrow keys to browse`}
          onKeyDown={(event) => {
            const next = photoForKey(event.key, index, count);
            if (next === null) return;
            event.preventDefault();
            go(next);
          }}
        >
          {images.map((url, i) => (
            <li key={url} id={photoId(i)} className="gallery__slide">
              <img
                className="gallery__photo"
                src={imageUrl(url, { width: 1200 })}
                srcSet={srcSet(url)}
                sizes="(min-width: 992px) 66vw, 100vw"
                alt={`${name}, view ${i + 1} of ${count}`}
                width={1200}
                height={900}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? undefined : 'async'}
              />
            </li>
          ))}
        </ul>
        {ready && count > 1 ? (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--prev"
              aria-label="Previous photo"
              onClick={() => go(stepPhoto(index, -1, count))}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              aria-label="Next photo"
              onClick={() => go(stepPhoto(index, 1, count))}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        {ready ? (
          <button
            ref={fullRef}
            type="button"
            className="gallery__full"
            aria-label="View photos full screen"
            aria-haspopup="dialog"
            onClick={() => setFull(true)}
          >
            <span aria-hidden="true">⤢</span>
          </button>
        ) : null}
        {/* The counter and the current thumbnail follow the strip only with JavaScript: none before. */}
        {ready && count > 1 ? (
          <p className="gallery__count" aria-live="polite">
            <span className="visually-hidden">Photo </span>
            {index + 1} / {count}
          </p>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label="Choose a photo">
          {images.map((url, i) => (
            <li key={url}>
              <a
                href={`#${photoId(i)}`}
                aria-current={ready && i === index}
                onClick={(event) => {
                  event.preventDefault();
                  go(i);
                }}
              >
                <img
                  src={imageUrl(url, { width: 192 })}
                  srcSet={srcSet(url, THUMB_WIDTHS)}
                  sizes="96px"
                  alt={`Show view ${i + 1} of ${count}`}
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <GalleryViewer
          images={images}
          name={name}
          start={index}
          onClose={(shown) => {
            setFull(false);
            go(shown, 'instant');
            fullRef.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
