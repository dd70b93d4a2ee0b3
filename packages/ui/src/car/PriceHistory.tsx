import type { PriceHistoryLine } from '@dealer/pricing';

export interface PriceHistoryProps {
  /** 'Listed 23 days ago' (`listedText`), or null (a sold car). */
  listed: string | null;
  /** The recorded changes, newest first (`priceHistoryLines`): never invented. */
  lines: readonly PriceHistoryLine[];
}

/** Issue #34 item 3: days on market and the car's recorded price drops and rises. */
export function PriceHistory({ listed, lines }: PriceHistoryProps) {
  if (!listed && lines.length === 0) return null;
  return (
    <section className="price-history" aria-labelledby="price-history-title">
      <h2 id="price-history-title">Price history</h2>
      {listed ? <p className="price-history__listed">{listed}</p> : null}
      {lines.length > 0 ? (
        <ol className="price-history__list">
          {lines.map((line) => (
            <li key={`${line.at}-${line.text}`} className={`price-history__${line.kind}`}>
              <time dateTime={line.at}>{line.text}</time>{' '}
              <span className="price-history__now">to {line.priceText}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
