import type { ConsolePromotion } from '@dealer/api-client';
import { FormResult } from './FormResult';
import type { StockActionResult } from './StockList';

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
  if (promotions.length === 0) return <p className="console-muted">This site has no promotions.</p>;
  return (
    <ul className="console-cards">
      {promotions.map((p) => {
        const mine = result?.intent === 'promotion' && result.id === p.key ? result : null;
        const id = `promo-${p.key}`;
        const current = p.edit ?? { title: p.title, subtitle: p.subtitle, hidden: false };
        return (
          <li key={p.key} className="console-panel">
            <form
              method="post"
              className="console-quick-edit"
              aria-label={`Edit the promotion ${current.title}`}
            >
              <input type="hidden" name="intent" value="promotion" />
              <input type="hidden" name="key" value={p.key} />
              {site ? <input type="hidden" name="site" value={site} /> : null}
              <div className="console-field">
                <label htmlFor={`${id}-title`}>Title</label>
                <input id={`${id}-title`} name="title" defaultValue={current.title} />
                {mine?.fields?.title ? (
                  <span className="console-field__error">{mine.fields.title}</span>
                ) : null}
              </div>
              <div className="console-field">
                <label htmlFor={`${id}-subtitle`}>Subtitle</label>
                <input id={`${id}-subtitle`} name="subtitle" defaultValue={current.subtitle} />
                {mine?.fields?.subtitle ? (
                  <span className="console-field__error">{mine.fields.subtitle}</span>
                ) : null}
              </div>
              <div className="console-field">
                <label htmlFor={`${id}-shown`}>On the website</label>
                <select id={`${id}-shown`} name="shown" defaultValue={current.hidden ? 'no' : 'yes'}>
                  <option value="yes">Shown</option>
                  <option value="no">Hidden</option>
                </select>
              </div>
              <button type="submit" className="console-button">
                Save
              </button>
              <FormResult result={mine} />
            </form>
          </li>
        );
      })}
    </ul>
  );
}
