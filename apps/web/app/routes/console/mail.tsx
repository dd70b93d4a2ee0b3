import { formatLeadTime, MailList, SitePicker } from '@dealer/ui';
import { useRouteLoaderData } from 'react-router';
import { consoleTitle } from '../../lib/console';
import { consoleRead, session } from '../../lib/console.server';
import { consolePage, stockApi } from '../../lib/console-stock.server';
import type { loader as layoutLoader } from '../console';
import type { Route } from './+types/mail';

export const meta = () => consoleTitle('Mail');

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, site, sites } = await consolePage(context, request, 'leads.assign');
  const list = await consoleRead(() => stockApi(ctx).mail({ site }, session(request)));
  return { list, site, sites };
}

/** The mails the embedded mail catcher took for the site's leads (ADF for the CRM, notifications). */
export default function ConsoleMail({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/console');
  const timeZone = layout?.timeZone ?? 'Australia/Sydney';
  const { list, site, sites } = loaderData;
  const suffix = sites.length > 1 ? `?site=${encodeURIComponent(site)}` : '';
  return (
    <>
      <h1>Mail</h1>
      <SitePicker sites={sites} current={site} />
      <MailList
        mails={list.mails}
        catcher={list.catcher}
        formatTime={(iso) => formatLeadTime(iso, timeZone)}
        openHref={(id) => `/console/mail/${encodeURIComponent(id)}${suffix}`}
      />
    </>
  );
}
