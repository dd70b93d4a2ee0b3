import { formatLeadTime } from '@dealer/ui';
import { Link, useRouteLoaderData } from 'react-router';
import { consoleTitle } from '../../lib/console';
import { consoleRead, session } from '../../lib/console.server';
import { consolePage, stockApi } from '../../lib/console-stock.server';
import type { loader as layoutLoader } from '../console';
import type { Route } from './+types/mail-message';

export const meta: Route.MetaFunction = ({ loaderData }) => consoleTitle(loaderData?.mail.subject || 'Mail');

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, site } = await consolePage(context, request, 'leads.assign');
  const mail = await consoleRead(() => stockApi(ctx).oneMail(params.id, { site }, session(request)));
  return { mail };
}

/** One caught mail with its full source (the ADF XML of a CRM mail is in it). */
export default function ConsoleMailMessage({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/console');
  const { mail } = loaderData;
  return (
    <>
      <p>
        <Link to="/console/mail">← All mail</Link>
      </p>
      <h1>{mail.subject || '(no subject)'}</h1>
      <p className="console-muted">
        To {mail.to.join(', ')} · from {mail.from} ·{' '}
        {formatLeadTime(mail.receivedAt, layout?.timeZone ?? 'Australia/Sydney')}
      </p>
      <pre className="console-panel console-mail-source">{mail.raw}</pre>
    </>
  );
}
