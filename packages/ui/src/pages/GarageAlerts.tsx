import { useId } from 'react';

/** One of a garage account's email alerts, as the BFF's GET /api/garage/alerts lists it. */
export interface GarageAlert {
  id: string;
  kind: 'search' | 'favourites';
  text: string;
  frequency: 'instant' | 'daily';
  confirmed: boolean;
}

export interface GarageAlertsProps {
  alerts: readonly GarageAlert[];
  /** Whether the account's address is verified (its alerts start without a confirmation mail). */
  verified: boolean;
  /** The consent the favourites alerts record word for word. */
  favouritesConsentText: string;
  /** Where the forms post (the BFF's no-JavaScript garage alerts route). */
  action?: string;
}

const FREQUENCY_LABEL = { instant: 'As they happen', daily: 'Daily digest' } as const;

/**
 * Issue #34 item 1 in the garage: the account's saved searches and favourited-car alerts, each with its
 * frequency (instant or daily) and a delete button, and the form that turns the favourites alerts on.
 * Plain form posts (work without JavaScript); the BFF answers with a redirect back to the garage.
 */
export function GarageAlerts({
  alerts,
  verified,
  favouritesConsentText,
  action = '/garage/alerts',
}: GarageAlertsProps) {
  const id = useId();
  const favourites = alerts.find((a) => a.kind === 'favourites');
  return (
    <section id="alerts" className="garage-alerts" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Email alerts</h2>
      {alerts.length === 0 ? (
        <p>
          No alerts yet. Use “Save this search” on a listing with your account’s email to keep a search here.
        </p>
      ) : (
        <ul className="garage-alerts__list">
          {alerts.map((alert) => (
            <li key={alert.id} className="garage-alerts__item">
              <span className="garage-alerts__text">
                {alert.kind === 'favourites' ? 'Favourites: ' : 'Search: '}
                {alert.text}
              </span>
              {alert.confirmed ? null : (
                <span className="garage-alerts__pending">
                  Waiting for you to confirm by the emailed link.
                </span>
              )}
              <form method="post" action={action} className="garage-alerts__form">
                <input type="hidden" name="intent" value="frequency" />
                <input type="hidden" name="id" value={alert.id} />
                <label htmlFor={`${id}-${alert.id}-frequency`} className="visually-hidden">
                  How often for {alert.text}
                </label>
                <select id={`${id}-${alert.id}-frequency`} name="frequency" defaultValue={alert.frequency}>
                  <option value="instant">{FREQUENCY_LABEL.instant}</option>
                  <option value="daily">{FREQUENCY_LABEL.daily}</option>
                </select>
                <button type="submit" className="button button--outline button--small">
                  Save<span className="visually-hidden"> how often for {alert.text}</span>
                </button>
              </form>
              <form method="post" action={action} className="garage-alerts__form">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={alert.id} />
                <button type="submit" className="button button--outline button--small">
                  Delete<span className="visually-hidden"> alert {alert.text}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {favourites ? null : (
        <form method="post" action={action} className="garage-alerts__favourites">
          <input type="hidden" name="intent" value="favourites" />
          <fieldset>
            <legend>Email me when a car I favourited drops in price or is back on sale</legend>
            <label>
              <input type="radio" name="frequency" value="instant" defaultChecked /> {FREQUENCY_LABEL.instant}
            </label>
            <label>
              <input type="radio" name="frequency" value="daily" /> {FREQUENCY_LABEL.daily}
            </label>
          </fieldset>
          <label>
            <input type="checkbox" name="consent" value="true" required /> {favouritesConsentText}
          </label>
          {verified ? null : <p>We will email you a link to confirm first.</p>}
          <button type="submit" className="button button--primary button--small">
            Turn on favourites alerts
          </button>
        </form>
      )}
    </section>
  );
}
