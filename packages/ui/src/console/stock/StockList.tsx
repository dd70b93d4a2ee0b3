import type { ConsoleStockRow, FeedImportReport, StockLockField } from '@dealer/api-client';
import { UiLink } from '../../link';
import { type ConsoleColumn, ConsoleTable } from '../ConsoleTable';
import { FilterActions } from '../filter-fields';
import { ShownAndSave } from './FormResult';

/** A refused console write beside its form: which form (intent + id), the message, the field messages. */
export interface StockActionResult {
  intent: string;
  id?: string;
  error?: string;
  fields?: Readonly<Record<string, string>>;
  ok?: boolean;
}

export interface StockListProps {
  cars: readonly ConsoleStockRow[];
  total: number;
  q: string;
  /** May this person edit (a salesperson reads only). */
  canEdit: boolean;
  /** Links to the previous and next page, when there are. */
  prevHref: string | null;
  nextHref: string | null;
  result: StockActionResult | null;
  /** The hidden `site` field of each form (the site picked in the console), or null. */
  site: string | null;
}

const STATUS_LABELS: Record<ConsoleStockRow['status'], string> = {
  in_stock: 'In stock',
  coming_soon: 'Coming soon',
  sold: 'Sold',
};

function QuickEdit({
  car,
  result,
  site,
}: {
  car: ConsoleStockRow;
  result: StockActionResult | null;
  site: string | null;
}) {
  const mine = result?.intent === 'edit' && result.id === String(car.id) ? result : null;
  const id = `car-${car.id}`;
  const errorOf = (field: string) => mine?.fields?.[field];
  return (
    <form method="post" className="console-quick-edit" aria-label={`Quick edit ${car.name}`}>
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="carId" value={car.id} />
      {site ? <input type="hidden" name="site" value={site} /> : null}
      <div className="console-field">
        <label htmlFor={`${id}-price`}>Price ($)</label>
        <input
          id={`${id}-price`}
          name="price"
          inputMode="decimal"
          defaultValue={car.price ?? ''}
          aria-invalid={errorOf('price') ? true : undefined}
          aria-describedby={errorOf('price') ? `${id}-price-error` : undefined}
        />
        {errorOf('price') ? (
          <span id={`${id}-price-error`} className="console-field__error">
            {errorOf('price')}
          </span>
        ) : null}
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} name="status" defaultValue={car.status}>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <ShownAndSave id={`${id}-show`} name="show" shown={car.showOnSite} result={mine} />
    </form>
  );
}

const LOCK_LABELS: Record<StockLockField, string> = {
  price: 'Price',
  status: 'Status',
  show_on_dealer_website: 'Shown on site',
};

/**
 * The fields the dealer set here and the feed leaves alone (issue #28 item 5), each with an Unlock
 * button (for people who may edit) that gives the field back to the next feed.
 */
function FeedLocks({ car, canEdit, site }: { car: ConsoleStockRow; canEdit: boolean; site: string | null }) {
  const locked = (Object.keys(LOCK_LABELS) as StockLockField[]).filter((field) => car.locks?.[field]);
  if (locked.length === 0) return null;
  return (
    <ul className="console-stock__locks" aria-label={`Kept over the feed: ${car.name}`}>
      {locked.map((field) => (
        <li key={field}>
          <span>
            {LOCK_LABELS[field]} locked: the feed keeps your value (since{' '}
            {(car.locks[field] as string).slice(0, 10)})
          </span>
          {canEdit ? (
            <form method="post" className="console-inline-form">
              <input type="hidden" name="intent" value="unlock" />
              <input type="hidden" name="carId" value={car.id} />
              <input type="hidden" name="field" value={field} />
              {site ? <input type="hidden" name="site" value={site} /> : null}
              <button type="submit" className="console-button console-button--quiet">
                Unlock {LOCK_LABELS[field].toLowerCase()}
              </button>
            </form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The stock list's columns: the car, its figures, and its quick edit (or price and status to read). */
const stockColumns = (
  canEdit: boolean,
  result: StockActionResult | null,
  site: string | null,
): ConsoleColumn<ConsoleStockRow>[] => [
  {
    header: 'Car',
    cell: (car) => (
      <div className="console-stock__car">
        {car.photo ? <img src={car.photo} alt="" width={96} height={64} loading="lazy" /> : null}
        <span>
          <UiLink href={car.href}>{car.name}</UiLink>
          <span className="console-muted">
            {' '}
            {car.stocknum ? `Stock ${car.stocknum}` : `#${car.id}`}
            {car.reserved ? ' · Reserved' : ''}
            {car.showOnSite ? '' : ' · Hidden'}
          </span>
        </span>
      </div>
    ),
  },
  { header: 'Days in stock', cell: (car) => car.daysInStock },
  { header: 'VDP views', cell: (car) => car.vdpViews },
  { header: 'Leads', cell: (car) => car.leads },
  {
    header: 'Price and status',
    cell: (car) => (
      <>
        {canEdit ? (
          <QuickEdit car={car} result={result} site={site} />
        ) : (
          `${car.priceText} · ${STATUS_LABELS[car.status]}`
        )}
        <FeedLocks car={car} canEdit={canEdit} site={site} />
      </>
    ),
  },
];

/** The console's stock list: longest in stock first, with its figures and a quick edit per car. */
export function StockList({ cars, total, q, canEdit, prevHref, nextHref, result, site }: StockListProps) {
  return (
    <>
      <form method="get" className="console-filters" aria-label="Find a car">
        {site ? <input type="hidden" name="site" value={site} /> : null}
        <div className="console-field">
          <label htmlFor="stock-q">Make, model, stock number or VIN</label>
          <input id="stock-q" name="q" defaultValue={q} />
        </div>
        <FilterActions label="Find" />
      </form>
      <p className="console-muted">{total === 1 ? '1 car' : `${total} cars`}, longest in stock first</p>
      <ConsoleTable
        rows={cars}
        columns={stockColumns(canEdit, result, site)}
        rowKey={(car) => car.id}
        rowAttributes={(car) => ({ 'data-car': car.id })}
        empty="No car matches."
        caption="Stock, longest in stock first"
        className="console-stock"
      />
      <p className="console-actions">
        {prevHref ? <UiLink href={prevHref}>Previous cars</UiLink> : null}
        {nextHref ? <UiLink href={nextHref}>More cars</UiLink> : null}
      </p>
    </>
  );
}

/** A feed import's columns: when, applied or refused, the changes, the first rejected lines. */
const FEED_COLUMNS: ConsoleColumn<FeedImportReport>[] = [
  { header: 'When', cell: (r) => `${r.at.slice(0, 16).replace('T', ' ')} UTC` },
  { header: 'Result', cell: (r) => (r.applied ? `Applied (${r.mode})` : 'Refused') },
  {
    header: 'Changes',
    cell: (r) =>
      `+${r.added.length} ~${r.updated.length} −${r.removed.length}${
        r.kept_sold.length > 0 ? ` · ${r.kept_sold.length} kept sold` : ''
      }`,
  },
  {
    header: 'Rejected',
    cell: (r) =>
      r.rejected.length === 0
        ? 'None'
        : r.rejected
            .slice(0, 3)
            .map((p) => `${p.line > 0 ? `line ${p.line}` : 'feed'}: ${p.field}: ${p.message}`)
            .join('; '),
  },
  {
    header: 'To check',
    cell: (r) => {
      const notes = [
        (r.unknown_columns ?? []).length > 0 ? `Columns not read: ${r.unknown_columns?.join(', ')}` : '',
        (r.held ?? []).length > 0 ? `${r.held?.length} kept as they were (row rejected)` : '',
        (r.locked ?? []).length > 0 ? `${r.locked?.length} kept your locked values` : '',
        (r.warnings ?? []).length > 0 ? `${r.warnings?.length} warnings` : '',
      ].filter(Boolean);
      return notes.length === 0 ? 'Nothing' : notes.join(' · ');
    },
  },
];

/** The last feed imports: when, how many added, updated, removed, kept sold and rejected. */
export function FeedReports({ reports }: { reports: readonly FeedImportReport[] }) {
  return (
    <ConsoleTable
      rows={reports.slice(0, 5)}
      columns={FEED_COLUMNS}
      rowKey={(r) => r.at}
      empty="No stock feed was imported for this site yet."
      emptyTone="muted"
      caption="Feed imports, newest first"
    />
  );
}
