import { imageUrl, srcSet } from '@dealer/pricing';

export interface CarImageProps {
  src: string | null;
  alt: string;
  /** Intrinsic box (explicit width/height: no layout shift). */
  width: number;
  height: number;
  /** The `sizes` attribute for the srcset. */
  sizes: string;
  /** The first card and the car hero load eagerly with high priority; every other image is lazy. */
  eager?: boolean;
  className?: string;
}

/** A responsive vehicle picture: srcset from `@dealer/pricing`'s image URL builder. */
export function CarImage({ src, alt, width, height, sizes, eager = false, className }: CarImageProps) {
  if (!src) {
    return (
      <div
        className={`car-image car-image--empty ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    );
  }
  return (
    <img
      className={`car-image ${className ?? ''}`}
      src={imageUrl(src, { width })}
      srcSet={srcSet(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
    />
  );
}
