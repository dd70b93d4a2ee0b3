import type { PriceDisplay } from '@dealer/pricing';

/** Prints a `priceDisplay` result: price, was-price struck through, price type. Decides nothing. */
export function PriceTag({ price, size = 'md' }: { price: PriceDisplay; size?: 'md' | 'lg' }) {
  return (
    <p className={`price price--${size} price--${price.kind}`}>
      <span className="price__now">{price.text}</span>
      {price.wasText ? (
        <s className="price__was">
          <span className="visually-hidden">Was </span>
          {price.wasText}
        </s>
      ) : null}
      {price.priceTypeLabel ? <span className="price__type">{price.priceTypeLabel}</span> : null}
    </p>
  );
}
