import { COMPARE_FULL_MESSAGE, compareUrl } from '@dealer/pricing';
import { browserCompare, useCanCompare, useCompare, useCompareRefused } from '../compare';
import { UiLink } from '../link';

export interface CompareToggleProps {
  carId: number;
  carName: string;
  /**
   * Whether it shows yet (a grid's `useCompareShown`, one flag for all its cards); without it, once the page
   * is interactive (a car page's single toggle).
   */
  shown?: boolean;
}

/**
 * Issue #34 item 2: "Add to compare" on a card or a car page (a pressed/unpressed button over the
 * browser's compare list), the link to the comparison once two or more are picked, and the message when
 * a fifth is refused. Until it shows, nothing of it is mounted (no store is read while the page hydrates).
 */
export function CompareToggle({ shown, ...car }: CompareToggleProps) {
  if (shown === undefined) return <OnceInteractive {...car} />;
  return shown ? <CompareButton {...car} /> : null;
}

function OnceInteractive(car: CompareToggleProps) {
  return useCanCompare() ? <CompareButton {...car} /> : null;
}

function CompareButton({ carId, carName }: CompareToggleProps) {
  const picked = useCompare();
  const refused = useCompareRefused() === carId;
  const active = picked.includes(carId);
  return (
    <div className="compare-toggle">
      <button
        type="button"
        className="button button--outline compare-toggle__button"
        aria-pressed={active}
        onClick={() => browserCompare()?.toggle(carId)}
      >
        {/* The accessible name starts with the visible words (WCAG 2.5.3), then says which car. */}
        {active ? '✓ Comparing' : 'Add to compare'}
        <span className="visually-hidden"> {carName}</span>
      </button>
      {active && picked.length > 1 ? (
        <UiLink className="compare-toggle__link" href={compareUrl(picked)}>
          Compare ({picked.length})
        </UiLink>
      ) : null}
      {refused && !active ? (
        <p className="compare-toggle__message" role="status">
          {COMPARE_FULL_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
