import { wallTime } from '@dealer/staff';
import { data, Form, Link, redirect } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleGet, consoleJson } from '../../lib/console-json.server';
import { consolePage, field } from '../../lib/console-stock.server';
import { pageUrl } from '../../lib/page-url';
import type { Route } from './+types/calendar';
import calendarStylesheet from './calendar.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: calendarStylesheet }];

export const meta = () => consoleTitle('Calendar');

interface Appointment {
  id: string;
  leadId: string;
  status: string;
  statusLabel: string;
  startsAt: string;
  endsAt: string;
  shopper: string;
  car: string | null;
  salesperson: string | null;
  actions: string[];
}

interface Calendar {
  site: string;
  timeZone: string;
  view: 'day' | 'week';
  date: string;
  previous: string;
  next: string;
  location: number;
  locations: { id: number; name: string }[];
  days: { date: string; appointments: Appointment[] }[];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, url, site, sites } = await consolePage(context, request, 'leads.read');
  const query = new URLSearchParams({ site });
  for (const key of ['location', 'view', 'date']) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const calendar = await consoleGet<Calendar>(ctx, request, `/api/console/appointments?${query}`);
  return { calendar, sites };
}

const ACTIONS = ['confirm', 'reschedule', 'complete', 'no_show', 'cancel'];

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, 'intent');
  const id = field(form, 'id');
  if (!ACTIONS.includes(intent) || !id) return data({ id, error: 'Unknown action.' }, { status: 400 });
  const body = intent === 'reschedule' ? { starts_at: field(form, 'starts_at') } : {};
  const answer = await consoleJson(
    dealer(context),
    request,
    `/api/console/appointments/${encodeURIComponent(id)}/${intent}`,
    {
      method: 'POST',
      body,
    },
  );
  if (answer.status === 404) throw data('Not found', { status: 404 });
  if (answer.status !== 200)
    return data(
      { id, error: String(answer.body.error ?? 'That did not work. Please try again.') },
      { status: answer.status },
    );
  const url = pageUrl(request);
  return redirect(`${url.pathname}${url.search}`);
}

const LABELS: Record<string, string> = {
  confirm: 'Confirm',
  complete: 'Completed',
  no_show: 'No-show',
  cancel: 'Cancel',
};

function when(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat('en-AU', { timeZone, ...options }).format(new Date(iso));
}

function dayTitle(date: string) {
  return when(`${date}T12:00:00Z`, 'UTC', { weekday: 'long', day: 'numeric', month: 'long' });
}

function AppointmentItem({ a, timeZone, error }: { a: Appointment; timeZone: string; error: string | null }) {
  const time = `${when(a.startsAt, timeZone, { hour: 'numeric', minute: '2-digit' })} – ${when(a.endsAt, timeZone, { hour: 'numeric', minute: '2-digit' })}`;
  return (
    <li className="calendar__item" aria-labelledby={`appt-${a.id}`}>
      <h3 id={`appt-${a.id}`} className="calendar__title">
        <time dateTime={a.startsAt}>{time}</time> · {a.shopper}
      </h3>
      <p className="calendar__meta">
        <span className={`calendar__status calendar__status--${a.status}`}>{a.statusLabel}</span>
        {a.car ? <span>{a.car}</span> : null}
        <span>{a.salesperson ?? 'Unassigned'}</span>
        <Link to={`/console/leads/${a.leadId}`}>Open the lead</Link>
      </p>
      {error ? (
        <p className="console-error" role="alert">
          {error}
        </p>
      ) : null}
      {a.actions.length > 0 ? (
        <div className="calendar__actions">
          {a.actions
            .filter((x) => x !== 'reschedule')
            .map((x) => (
              <Form method="post" key={x}>
                <input type="hidden" name="id" value={a.id} />
                <button type="submit" name="intent" value={x} className="console-button">
                  {LABELS[x]}
                </button>
              </Form>
            ))}
          {a.actions.includes('reschedule') ? (
            <Form method="post" className="calendar__reschedule">
              <input type="hidden" name="id" value={a.id} />
              <label>
                New time{' '}
                <input
                  type="datetime-local"
                  name="starts_at"
                  step={900}
                  defaultValue={wallTime(new Date(a.startsAt), timeZone)}
                  required
                />
              </label>
              <button type="submit" name="intent" value="reschedule" className="console-button">
                Reschedule
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** Console: the test drives of a location by day or week, in the yard's time zone (issue 33 item 2). */
export default function ConsoleCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { calendar: cal, sites } = loaderData;
  const refused = actionData as { id: string; error: string } | undefined;
  const link = (changes: Record<string, string>) =>
    `?${new URLSearchParams({ site: cal.site, location: String(cal.location), view: cal.view, date: cal.date, ...changes })}`;
  return (
    <>
      <h1>Calendar</h1>
      <Form method="get" className="calendar__filters">
        {sites.length > 1 ? (
          <label>
            Site{' '}
            <select name="site" defaultValue={cal.site}>
              {sites.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <input type="hidden" name="site" value={cal.site} />
        )}
        <label>
          Location{' '}
          <select name="location" defaultValue={String(cal.location)}>
            {cal.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <input type="hidden" name="view" value={cal.view} />
        <input type="hidden" name="date" value={cal.date} />
        <button type="submit" className="console-button">
          Show
        </button>
      </Form>
      <nav aria-label="Calendar dates" className="calendar__nav">
        <Link to={link({ date: cal.previous })}>← Previous {cal.view}</Link>
        <Link to={link({ view: 'day' })} aria-current={cal.view === 'day' ? 'page' : undefined}>
          Day
        </Link>
        <Link to={link({ view: 'week' })} aria-current={cal.view === 'week' ? 'page' : undefined}>
          Week
        </Link>
        <Link to={link({ date: cal.next })}>Next {cal.view} →</Link>
      </nav>
      <p className="console-muted">Times are in {cal.timeZone.replace('_', ' ')}.</p>
      {cal.days.map((day) => (
        <section key={day.date} className="calendar__day" aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`}>{dayTitle(day.date)}</h2>
          {day.appointments.length === 0 ? (
            <p className="console-muted">No appointments.</p>
          ) : (
            <ol className="calendar__list">
              {day.appointments.map((a) => (
                <AppointmentItem
                  key={a.id}
                  a={a}
                  timeZone={cal.timeZone}
                  error={refused?.id === a.id ? refused.error : null}
                />
              ))}
            </ol>
          )}
        </section>
      ))}
    </>
  );
}
