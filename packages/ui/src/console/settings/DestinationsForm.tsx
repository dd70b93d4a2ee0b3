import type { LeadDestinationSettings } from '@dealer/api-client';
import { SettingsMessage } from './SettingsMessage';
import type { FormComponent, SettingsActionResult } from './types';

const FIELDS: { name: keyof LeadDestinationSettings; label: string; hint: string }[] = [
  { name: 'webhookUrls', label: 'CRM webhooks', hint: 'https:// addresses, one a line' },
  { name: 'adfEmails', label: 'CRM ADF mailboxes', hint: 'Each new lead as ADF 1.0 XML, one address a line' },
  {
    name: 'notificationEmails',
    label: 'Tell these people',
    hint: 'A short email per new lead, one address a line',
  },
];

/** Where the site's leads go besides the inbox (a group admin's; never shown on the public site). */
export function DestinationsForm({
  destinations,
  saved,
  result,
  Form,
}: {
  destinations: LeadDestinationSettings;
  saved: boolean;
  result: SettingsActionResult | null;
  Form: FormComponent;
}) {
  return (
    <section className="console-panel" aria-labelledby="destinations-heading">
      <h2 id="destinations-heading">Lead destinations</h2>
      <p className="console-muted">
        Every new lead goes to each of these, with its own retries and delivery log.{' '}
        {saved ? 'Changed in the console.' : 'From the site file until you save here.'}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="destinations" />
        {FIELDS.map((field) => (
          <div className="console-field" key={field.name}>
            <label htmlFor={`settings-${field.name}`}>{field.label}</label>
            <textarea
              id={`settings-${field.name}`}
              name={field.name}
              rows={2}
              defaultValue={destinations[field.name].join('\n')}
              aria-describedby={`settings-${field.name}-hint`}
            />
            <span id={`settings-${field.name}-hint`} className="console-muted">
              {field.hint}
            </span>
          </div>
        ))}
        <SettingsMessage result={result} intent="destinations" />
        <button type="submit" className="console-button">
          Save lead destinations
        </button>
      </Form>
    </section>
  );
}
