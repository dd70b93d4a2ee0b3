import type { ConsoleAnswer } from '@dealer/api-client';
import { HeldLeads } from '@dealer/ui';
import { data, Form, Link, redirect, useRouteLoaderData } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleApi, consoleMe, consoleRead, formText, refusal, session } from '../../lib/console.server';
import type { loader as layoutLoader } from '../console';
import type { Route } from './+types/held';

export const meta = () => consoleTitle('Held for review');

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const api = consoleApi(ctx);
  const [me, held] = await Promise.all([
    consoleMe(ctx, request),
    consoleRead(() => api.heldLeads(session(request))),
  ]);
  return { held, sites: me?.sites ?? [] };
}

export async function action({ context, request }: Route.ActionArgs) {
  const api = consoleApi(dealer(context));
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  let answer: ConsoleAnswer;
  if (intent === 'release') answer = await api.releaseHeld(id, session(request));
  else if (intent === 'discard') answer = await api.discardHeld(id, session(request));
  else return data({ intent, error: 'Unknown action.', fields: {} }, { status: 400 });
  if (!answer.ok && answer.status !== 404) return refusal(intent, answer);
  // Post, redirect, get: a reload does not decide again (a lead decided meanwhile is simply gone).
  return redirect('/console/leads/held');
}

/** The console's "Held for review": leads the bot screen held back, released or discarded here. */
export default function ConsoleHeld({ loaderData, actionData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/console');
  const { held, sites } = loaderData;
  const siteName =
    sites.length > 1 ? (slug: string) => sites.find((s) => s.slug === slug)?.name ?? slug : undefined;
  return (
    <>
      <p>
        <Link to="/console/leads">← All leads</Link>
      </p>
      <h1>Held for review</h1>
      <p className="console-muted">
        The website held these back as possibly automated. Release one to deliver it as a normal lead; discard
        one to keep it out of the inbox.
      </p>
      {actionData?.error ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <HeldLeads
        leads={held.leads}
        timeZone={layout?.timeZone ?? 'Australia/Sydney'}
        Form={Form}
        {...(siteName ? { siteName } : {})}
      />
    </>
  );
}
