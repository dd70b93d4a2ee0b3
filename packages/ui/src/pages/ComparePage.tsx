import type { Comparison } from '@dealer/pricing';
import { carEnquiryPath } from '@dealer/reservations/rules';
import type { CSSProperties } from 'react';
import { CarImage } from '../car/CarImage';
import { UiLink } from '../link';

export interface ComparePageProps {
  /** `compareCars` of @dealer/pricing: the columns, the rows and which rows differ. */
  comparison: Comparison;
  /** Notes about the address (ids not found, more than four asked for). */
  notes?: readonly string[];
  /** Where to find cars to add (the listing). */
  listingHref: string;
  /** Lowercase plural noun ('cars', 'caravans'). */
  plural: string;
}

/**
 * Issue #34 item 2: the comparison as one real table (server-rendered, so it reads without JavaScript):
 * a row per fact, a column per car, the rows that differ marked. On a phone the table scrolls sideways
 * one car at a time (scroll snap) with the row labels kept in view.
 */
export function ComparePage({ comparison, notes = [], listingHref, plural }: ComparePageProps) {
  const { columns, rows } = comparison;
  return (
    <section className="compare-page" aria-labelledby="compare-title">
      <h1 id="compare-title">Compare {plural}</h1>
      {notes.map((note) => (
        <p key={note} className="compare-page__note" role="note">
          {note}
        </p>
      ))}
      {columns.length === 0 ? (
        <p>
          Nothing to compare yet: choose “Add to compare” on up to four {plural}.{' '}
          <UiLink href={listingHref}>Browse {plural}</UiLink>
        </p>
      ) : (
        <>
          {columns.length > 1 ? (
            <p className="compare-page__legend">
              <span className="compare-page__differs-key" aria-hidden="true" /> Rows that differ are
              highlighted.
            </p>
          ) : null}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
          <section className="compare-scroll" aria-label="Comparison, scrolls sideways" tabIndex={0}>
            <table className="compare-table" style={{ '--cars': columns.length } as CSSProperties}>
              <caption className="visually-hidden">
                {columns.length} {plural} side by side
              </caption>
              <thead>
                <tr>
                  <td className="compare-table__corner" />
                  {columns.map((car) => (
                    <th key={car.id} scope="col" className="compare-table__car">
                      <CarImage
                        src={car.image}
                        alt=""
                        width={320}
                        height={240}
                        sizes="(min-width: 768px) 25vw, 70vw"
                      />
                      <UiLink href={car.href}>{car.name}</UiLink>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className={row.differs ? 'compare-table__row--differs' : undefined}>
                    <th scope="row">
                      {row.label}
                      {row.differs ? <span className="visually-hidden"> (differs)</span> : null}
                    </th>
                    {row.cells.map((cell, index) => (
                      <td key={columns[index]?.id ?? index}>
                        {cell.items && cell.items.length > 0 ? (
                          <ul className="compare-table__list">
                            {cell.items.map((item) => (
                              <li key={item}>{item}</li>
                            ))}
                          </ul>
                        ) : (
                          cell.text
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="compare-table__actions">
                  <th scope="row">Actions</th>
                  {columns.map((car) => (
                    <td key={car.id}>
                      <UiLink className="button button--primary" href={car.href}>
                        View <span className="visually-hidden">{car.name}</span>
                      </UiLink>
                      <UiLink className="button button--outline" href={carEnquiryPath(car)}>
                        Enquire <span className="visually-hidden">about {car.name}</span>
                      </UiLink>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}
