import { imageUrl, srcSet } from '@dealer/pricing';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { photoForKey, stepPhoto, useStrip } from './gallery-strip';

export interface GalleryViewerProps {
  images: readonly string[];
  name: string;
  /** The photo to open at. */
  start: number;
  /** Called once the viewer has closed (Escape, the close button), with the photo it showed last. */
  onClose(shown: number): void;
}

/** Tab past the last control comes back to the first (Shift+Tab the other way): focus never leaves. */
function keepFocusInside(dialog: HTMLElement, event: { shiftKey: boolean; preventDefault(): void }) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>('button, [tabindex="0"]')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  }
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The gallery's full-screen viewer (issue #31): a modal native <dialog> (showModal: the page behind is
 * inert and Tab cycles through its controls; Escape closes it) over the whole screen, with the same swipeable strip,
 * arrows and ←/→ keys. Focus starts on its close button; the gallery puts it back on the opener.
 */
export function GalleryViewer({ images, name, start, onClose }: GalleryViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stripRef = useRef<HTMLUListElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const count = images.length;
  const { index, go } = useStrip(stripRef, count);
  const shown = useRef(start);
  shown.current = index;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useIsoLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    go(start, 'instant');
    closeRef.current?.focus();
    const onNativeClose = () => onCloseRef.current(shown.current);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
    };
    // Opens once, at the photo the gallery showed.
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="viewer"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Tab') {
          keepFocusInside(event.currentTarget, event);
          return;
        }
        const next = photoForKey(event.key, index, count);
        if (next === null) return;
        event.preventDefault();
        go(next);
      }}
    >
      <h2 id={titleId} className="visually-hidden">
        Photos of {name}, full screen
      </h2>
      <button
        ref={closeRef}
        type="button"
        className="viewer__close"
        aria-label="Close full screen"
        onClick={() => dialogRef.current?.close()}
      >
        <span aria-hidden="true">×</span>
      </button>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable strip is focusable so keys can scroll it. */}
      <ul ref={stripRef} className="viewer__strip" tabIndex={0} aria-label={`${name}: ${count} photos`}>
        {images.map((url, i) => (
          <li key={url} className="viewer__slide">
            <img
              src={imageUrl(url, { width: 1600 })}
              srcSet={srcSet(url)}
              sizes="100vw"
              alt={`${name}, view ${i + 1} of ${count}`}
              width={1200}
              height={900}
              loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="viewer__arrow viewer__arrow--prev"
            aria-label="Previous photo"
            onClick={() => go(stepPhoto(index, -1, count))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="viewer__arrow viewer__arrow--next"
            aria-label="Next photo"
            onClick={() => go(stepPhoto(index, 1, count))}
          >
            <span aria-hidden="true">›</span>
          </button>
          <p className="viewer__count" aria-live="polite">
            <span className="visually-hidden">Photo </span>
            {index + 1} / {count}
          </p>
        </>
      ) : null}
    </dialog>
  );
}
