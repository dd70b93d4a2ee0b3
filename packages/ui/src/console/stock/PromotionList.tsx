import type { ConsolePromotion } from '@dealer/api-client';
import { ConsoleTable } from '../ConsoleTable';
import { ShownAndSave } from './FormResult';
import type { StockActionResult } from './StockList';

/** A promotion as the shopper sees it: the dealer's edit when there is one. */
const currentOf = (p: ConsolePromotion) => p.edit ?? { title: p.title, subtitle: p.subtitle, hidden: false };

/** One promotion's form: title, subtitle, shown or hidden, and what the last save answered. */
function PromotionForm({
  promotion: p,
  result,
  site,
}: {
  promotion: ConsolePromotion;
  result: StockActionResult | null;
  site: string | null;
}) {
  const mine = result?.intent === 'promotion' && result.id === p.key ? result : null;
  const id = `promo-${p.key}`;
  const current = currentOf(p);
  return (
    <form method="post" className="console-quick-edit" aria-label={`Edit the promotion ${current.title}`}>
      <input type="hidden" name="intent" value="promotion" />
      <input type="hidden" name="key" value={p.key} />
      {site ? <input type="hidden" name="site" value={site} /> : null}
      <div className="console-field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} name="title" defaultValue={current.title} />
        {mine?.fields?.title ? <span className="console-field__error">{mine.fields.title}</span> : null}
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-subtitle`}>Subtitle</label>
        <input id={`${id}-subtitle`} name="subtitle" defaultValue={current.subtitle} />
        {mine?.fields?.subtitle ? <span className="console-field__error">{mine.fields.subtitle}</span> : null}
      </div>
      <ShownAndSave id={`${id}-shown`} name="shown" shown={!current.hidden} result={mine} />
    </form>
  );
}

/**
 * The site's promotions (the home page slider) edited in the browser: each one's title and
 * subtitle, shown or hidden. The banner image is drawn from the text, so it follows the edit.
 */
export function PromotionList({
  promotions,
  result,
  site,
}: {
  promotions: readonly ConsolePromotion[];
  result: StockActionResult | null;
  site: string | null;
}) {
  return (
    <ConsoleTable
      rows={promotions}
      columns={[
        {
          header: 'Promotion',
          phoneLabel: false,
          cell: (p) => {
            const current = currentOf(p);
            return (
              <>
                <strong>{current.title}</strong>
                {current.subtitle ? <span className="console-muted"> {current.subtitle}</span> : null}
                {current.hidden ? <span className="console-muted"> · Hidden</span> : null}
              </>
            );
          },
        },
        { header: 'Edit', cell: (p) => <PromotionForm promotion={p} result={result} site={site} /> },
      ]}
      rowKey={(p) => p.key}
      rowAttributes={(p) => ({ 'data-promotion': p.key })}
      empty="This site has no promotions."
      emptyTone="muted"
      caption="Promotions on the home page slider"
    />
  );
}
