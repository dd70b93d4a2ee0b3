import { imageUrl, srcSet } from '@dealer/pricing';
import { useState } from 'react';

export interface GalleryProps {
  images: readonly string[];
  name: string;
}

/** A thumbnail is 96 CSS pixels wide: 96 at 1×, 192 at 2×. */
const THUMB_WIDTHS = [96, 192];

/** The car page gallery: an eager hero (LCP) and lazily loaded thumbnails that swap it. */
export function Gallery({ images, name }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const current = images[index];
  if (!current)
    return (
      <div className="gallery__hero car-image--empty" role="img" aria-label={`No photos of ${name} yet`} />
    );
  return (
    <div className="gallery">
      <img
        className="gallery__hero"
        src={imageUrl(current, { width: 1200 })}
        srcSet={srcSet(current)}
        sizes="(min-width: 992px) 66vw, 100vw"
        alt={`${name} (${index + 1} of ${images.length})`}
        width={1200}
        height={900}
        loading="eager"
        fetchPriority="high"
      />
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Photos">
          {images.map((url, i) => (
            <li key={url}>
              <button type="button" aria-current={i === index} onClick={() => setIndex(i)}>
                <img
                  src={imageUrl(url, { width: 192 })}
                  srcSet={srcSet(url, THUMB_WIDTHS)}
                  sizes="96px"
                  alt={`Show view ${i + 1} of ${name}`}
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
