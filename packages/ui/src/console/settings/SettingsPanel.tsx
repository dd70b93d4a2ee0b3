import type { FeedPullSettings, SiteSettingsView } from '@dealer/api-client';
import { ContactForm } from './ContactForm';
import { DestinationsForm } from './DestinationsForm';
import { FeedPullPanel } from './FeedPullPanel';
import { TokensPanel } from './TokensPanel';
import type { FormComponent, SettingsActionResult } from './types';

export interface SettingsPanelProps {
  settings: SiteSettingsView;
  /** The dealer's zone for printing times. */
  timeZone: string;
  result: SettingsActionResult | null;
  Form: FormComponent;
  /** The site's scheduled feed pull: a group admin's only (null or absent: the panel is not shown). */
  feedPull?: FeedPullSettings | null;
}

/**
 * The console's Settings of one site: contact details and hours (managers and group admins), lead
 * destinations, machine tokens and the scheduled feed pull (group admins only: the server sends them to no
 * one else).
 */
export function SettingsPanel({ settings, timeZone, result, Form, feedPull }: SettingsPanelProps) {
  return (
    <div className="console-settings">
      {settings.sites.length > 1 ? (
        <form method="get" className="console-settings__site">
          <label htmlFor="settings-site">Site</label>{' '}
          <select id="settings-site" name="site" defaultValue={settings.site.slug}>
            {settings.sites.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>{' '}
          <button type="submit" className="console-button console-button--quiet">
            Open
          </button>
        </form>
      ) : null}
      <ContactForm settings={settings} result={result} Form={Form} />
      {settings.canManageTokens && settings.destinations ? (
        <DestinationsForm
          destinations={settings.destinations}
          saved={settings.destinationsSaved ?? false}
          result={result}
          Form={Form}
        />
      ) : null}
      {settings.canManageTokens && settings.tokens ? (
        <TokensPanel
          tokens={settings.tokens}
          operatorTokens={settings.operatorTokens ?? {}}
          timeZone={timeZone}
          result={result}
          Form={Form}
        />
      ) : null}
      {settings.canManageTokens && feedPull ? (
        <FeedPullPanel feedPull={feedPull} timeZone={timeZone} result={result} Form={Form} />
      ) : null}
    </div>
  );
}
