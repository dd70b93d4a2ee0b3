import { COMPARE_FULL_MESSAGE, compareUrl } from '@dealer/pricing';
import { browserCompare, useCanCompare, useCompare, useCompareRefused } from '../compare';
import { UiLink } from '../link';

export interface CompareToggleProps {
  carId: number;
  carName: string;
}

/**
 * Issue #34 item 2: "Add to compare" on a card or a car page (a pressed/unpressed button over the
 * browser's compare list), the link to the comparison once two or more are picked, and the message when
 * a fifth is refused.
 */
export function CompareToggle({ carId, carName }: CompareToggleProps) {
  const picked = useCompare();
  const refused = useCompareRefused() === carId;
  const canCompare = useCanCompare();
  const active = picked.includes(carId);
  if (!canCompare) return null;
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
