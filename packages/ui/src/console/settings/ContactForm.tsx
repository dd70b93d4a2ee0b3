import type { SettingsOpeningHours, SiteSettingsView } from '@dealer/api-client';
import { WEEKDAYS } from '@dealer/site-registry';
import { SettingsMessage } from './SettingsMessage';
import { specialDayLines } from './special-days';
import type { FormComponent, SettingsActionResult } from './types';

const DAY_LABEL: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

function HoursTable({
  locationId,
  hours,
}: {
  locationId: number;
  hours: Partial<Record<string, SettingsOpeningHours>>;
}) {
  return (
    <table className="console-table console-settings__hours">
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Status</th>
          <th scope="col">Opens</th>
          <th scope="col">Closes</th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((day) => {
          const h = hours[day];
          const name = `hours.${locationId}.${day}`;
          return (
            <tr key={day}>
              <th scope="row">{DAY_LABEL[day]}</th>
              <td>
                <select
                  name={`${name}.status`}
                  defaultValue={h?.status ?? ''}
                  aria-label={`${DAY_LABEL[day]} status`}
                >
                  <option value="">Not shown</option>
                  <option value="open">Open</option>
                  <option value="closed">Closed</option>
                  <option value="by_appointment">By appointment</option>
                </select>
              </td>
              <td>
                <input
                  type="time"
                  name={`${name}.open`}
                  defaultValue={h?.open ?? ''}
                  aria-label={`${DAY_LABEL[day]} opens`}
                />
              </td>
              <td>
                <input
                  type="time"
                  name={`${name}.close`}
                  defaultValue={h?.close ?? ''}
                  aria-label={`${DAY_LABEL[day]} closes`}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The site's public contact details: phone, email, each location's hours, special days. */
export function ContactForm({
  settings,
  result,
  Form,
}: {
  settings: SiteSettingsView;
  result: SettingsActionResult | null;
  Form: FormComponent;
}) {
  const { contact, site } = settings;
  return (
    <section className="console-panel" aria-labelledby="contact-heading">
      <h2 id="contact-heading">Contact details and hours</h2>
      <p className="console-muted">
        What shoppers see on every page of {site.name}.{' '}
        {settings.contactSaved ? 'Changed in the console.' : 'From the site file until you save here.'}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="contact" />
        <div className="console-field">
          <label htmlFor="settings-phone">Phone</label>
          <input id="settings-phone" name="phone" type="tel" defaultValue={contact.phone} required />
        </div>
        <div className="console-field">
          <label htmlFor="settings-email">Email</label>
          <input id="settings-email" name="email" type="email" defaultValue={contact.email} required />
        </div>
        {site.locations.map((location) => (
          <fieldset key={location.id} className="console-settings__location">
            <legend>Opening hours: {location.name}</legend>
            <HoursTable locationId={location.id} hours={contact.openingHours[String(location.id)] ?? {}} />
          </fieldset>
        ))}
        <div className="console-field">
          <label htmlFor="settings-special">Special hours (one day a line)</label>
          <textarea
            id="settings-special"
            name="specialHours"
            rows={4}
            defaultValue={specialDayLines(contact.specialHours)}
            placeholder={'2026-12-25 | Christmas Day | closed\n2026-12-24 | Christmas Eve | 09:00-12:00'}
          />
        </div>
        <SettingsMessage result={result} intent="contact" />
        <button type="submit" className="console-button">
          Save contact details
        </button>
      </Form>
    </section>
  );
}
