import type { ConsoleAnswer } from '@dealer/api-client';
import { can, isLeadStatus } from '@dealer/staff';
import { type LeadCar, LeadDetail, LeadTasks, TaskForm, type TodayTask } from '@dealer/ui';
import { data, Form, Link, redirect, useRouteLoaderData } from 'react-router';
import { serverApi } from '../../api.server';
import { dealer } from '../../context';
import { cardsOf } from '../../lib/cards.server';
import { carsById } from '../../lib/cars-by-id.server';
import { consoleTitle } from '../../lib/console';
import { consoleApi, consoleMe, consoleRead, formText, refusal, session } from '../../lib/console.server';
import { consoleGet, consoleJson } from '../../lib/console-json.server';
import { useNow } from '../../lib/console-live';
import type { loader as layoutLoader } from '../console';
import type { Route } from './+types/lead';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consoleTitle(loaderData?.lead.shopper.name || 'Lead');

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const api = consoleApi(ctx);
  const [me, lead] = await Promise.all([
    consoleMe(ctx, request),
    // Another site's lead, or a salesperson's colleague's, is a 404 like a lead that does not exist.
    consoleRead(() => api.lead(params.id, session(request))),
  ]);
  const mayAssign = me !== null && can(me.staff, 'leads.assign', { siteSlug: lead.siteSlug });
  const [team, cars, shopper, tasks] = await Promise.all([
    mayAssign ? api.team(session(request)).catch(() => []) : [],
    lead.car?.id && lead.siteSlug === ctx.site.slug ? carsById(ctx, [lead.car.id]) : [],
    // Issue 33: the shopper's other leads (one timeline); none shown when it cannot be read.
    serverApi(ctx)
      .consoleLeads.shopper(params.id, session(request))
      .catch(() => null),
    // Issue 33 item 2: the lead's open tasks, due in its location's zone (where a new one is typed too).
    consoleGet<{ timeZone: string; today: string; tasks: TodayTask[] }>(
      ctx,
      request,
      `/api/console/leads/${encodeURIComponent(params.id)}/tasks`,
    ),
  ]);
  const card = cardsOf(ctx, cars, new Date(ctx.now))[0];
  const car: LeadCar | null = card ? { name: card.name, href: card.href, image: card.image } : null;
  // The names of the lead's site's dealerships and locations (a lead of another site of the group shows slugs).
  const places =
    lead.siteSlug === ctx.site.slug
      ? {
          dealerships: ctx.site.dealerships.map((d) => ({ slug: d.slug, name: d.name })),
          locations: ctx.site.locations.map((l) => ({ slug: l.slug, location_name: l.location_name })),
        }
      : undefined;
  return {
    lead,
    car,
    places,
    siteName: me?.sites.find((s) => s.slug === lead.siteSlug)?.name ?? lead.siteSlug,
    assignees: team
      .filter((m) => m.role === 'group_admin' || m.siteSlugs.includes(lead.siteSlug))
      .map((m) => ({ id: m.userId, name: m.name })),
    now: ctx.now,
    // The delivery log is for managers and up; the next note's id makes a double tap store one note.
    showDeliveries: mayAssign,
    noteId: crypto.randomUUID(),
    shopperLeads: shopper?.leads ?? [],
    taskAdded: new URL(request.url).searchParams.get('task') === 'added',
    taskDone: new URL(request.url).searchParams.get('task') === 'done',
    tasks,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const api = consoleApi(dealer(context));
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const s = session(request);
  let answer: ConsoleAnswer;
  if (intent === 'status') {
    const status = formText(form, 'status');
    if (!isLeadStatus(status))
      return data(
        { intent, error: 'Choose a status.', fields: { status: 'Choose a status.' } },
        { status: 400 },
      );
    const reason = formText(form, 'lostReason');
    answer = await api.setStatus(params.id, status, status === 'lost' ? reason : undefined, s);
  } else if (intent === 'assign') {
    answer = await api.assign(params.id, formText(form, 'assigneeId') || null, s);
  } else if (intent === 'note') {
    const noteId = formText(form, 'noteId');
    answer = noteId
      ? await serverApi(dealer(context)).consoleLeads.addNote(params.id, formText(form, 'body'), noteId, s)
      : await api.addNote(params.id, formText(form, 'body'), s);
  } else if (intent === 'task') {
    // Issue 33 item 2: a call back or follow-up due at a time in the site's zone.
    const made = await consoleJson(
      dealer(context),
      request,
      `/api/console/leads/${encodeURIComponent(params.id)}/tasks`,
      {
        method: 'POST',
        body: {
          kind: formText(form, 'kind'),
          due_at: formText(form, 'due_at'),
          note: formText(form, 'note'),
        },
      },
    );
    if (made.status === 404) throw data('Not found', { status: 404 });
    if (made.status !== 201)
      return data(
        {
          intent,
          error: String(made.body.error ?? 'That did not work.'),
          fields: (made.body.fields ?? {}) as Record<string, string>,
        },
        { status: made.status },
      );
    return redirect(`/console/leads/${encodeURIComponent(params.id)}?task=added`);
  } else if (intent === 'complete') {
    // A task of this lead marked done from its page (the Today list's call).
    const done = await consoleJson(
      dealer(context),
      request,
      `/api/console/tasks/${encodeURIComponent(formText(form, 'id'))}/complete`,
      { method: 'POST', body: {} },
    );
    if (done.status !== 200)
      return data(
        { intent, error: String(done.body.error ?? 'That task could not be marked done.'), fields: {} },
        { status: done.status === 404 ? 404 : done.status },
      );
    return redirect(`/console/leads/${encodeURIComponent(params.id)}?task=done`);
  } else if (intent === 'merge' || intent === 'unmerge') {
    // Issue 33: one shopper's leads, merged and unmerged by hand (managers and up; audited).
    const leads = serverApi(dealer(context)).consoleLeads;
    answer =
      intent === 'merge'
        ? await leads.mergeLead(params.id, formText(form, 'intoLeadId'), s)
        : await leads.unmergeLead(params.id, s);
  } else {
    return data({ intent, error: 'Unknown action.', fields: {} }, { status: 400 });
  }
  if (answer.status === 404) throw data('Not found', { status: 404 });
  if (!answer.ok) return refusal(intent, answer);
  // Post, redirect, get: a reload does not send the change again. (Not request.url: a client-side
  // submission's URL is the route's `.data` URL.)
  return redirect(`/console/leads/${encodeURIComponent(params.id)}`);
}

/** The console's lead page. */
export default function ConsoleLead({ loaderData, actionData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/console');
  const now = useNow(loaderData.now);
  return (
    <>
      <p>
        <Link to="/console/leads">← All leads</Link>
      </p>
      <LeadDetail
        lead={loaderData.lead}
        car={loaderData.car}
        siteName={loaderData.siteName}
        assignees={loaderData.assignees}
        result={actionData ?? null}
        timeZone={layout?.timeZone ?? 'Australia/Sydney'}
        now={now}
        Form={Form}
        places={loaderData.places}
        showDeliveries={loaderData.showDeliveries}
        noteId={loaderData.noteId}
        shopperLeads={loaderData.shopperLeads}
        mayMerge={loaderData.showDeliveries}
      />
      <LeadTasks
        tasks={loaderData.tasks.tasks}
        today={loaderData.tasks.today}
        timeZone={loaderData.tasks.timeZone}
        Form={Form}
        done={loaderData.taskDone}
      />
      {actionData && 'intent' in actionData && actionData.intent === 'complete' ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {loaderData.taskAdded ? (
        <p className="console-muted" role="status">
          Task added: it is on your <Link to="/console/today">Today</Link> list when due.
        </p>
      ) : null}
      <TaskForm
        // A fresh form after each save (the note typed is not kept for the next task).
        key={loaderData.noteId}
        Form={Form}
        timeZone={loaderData.tasks.timeZone}
        result={actionData && 'intent' in actionData ? actionData : null}
      />
    </>
  );
}
