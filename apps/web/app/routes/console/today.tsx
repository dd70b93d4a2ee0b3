import { TodayList, type TodayTask } from '@dealer/ui';
import { data, Form, redirect } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleGet, consoleJson } from '../../lib/console-json.server';
import { consolePage, field } from '../../lib/console-stock.server';
import type { Route } from './+types/today';

export const meta = () => consoleTitle('Today');

interface Today {
  site: string;
  timeZone: string;
  today: string;
  overdue: TodayTask[];
  due: TodayTask[];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, site, sites } = await consolePage(context, request, 'leads.read');
  const list = await consoleGet<Today>(
    ctx,
    request,
    `/api/console/tasks/today?${new URLSearchParams({ site })}`,
  );
  return { list, sites };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = field(form, 'id');
  if (field(form, 'intent') !== 'complete' || !id) return data({ error: 'Unknown action.' }, { status: 400 });
  const answer = await consoleJson(
    dealer(context),
    request,
    `/api/console/tasks/${encodeURIComponent(id)}/complete`,
    { method: 'POST', body: {} },
  );
  if (answer.status === 404) throw data('Not found', { status: 404 });
  if (answer.status !== 200)
    return data({ error: String(answer.body.error ?? 'That did not work.') }, { status: answer.status });
  const url = new URL(request.url);
  return redirect(`/console/today${url.search.replace(/[?&]_data=[^&]*/, '')}`);
}

/** Console: the person's tasks due today and overdue, in the site's time zone (issue 33 item 2). */
export default function ConsoleToday({ loaderData, actionData }: Route.ComponentProps) {
  const { list, sites } = loaderData;
  return (
    <>
      <h1>Today</h1>
      {sites.length > 1 ? (
        <Form method="get" className="calendar__filters console-actions">
          <label>
            Site{' '}
            <select name="site" defaultValue={list.site}>
              {sites.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="console-button">
            Show
          </button>
        </Form>
      ) : null}
      <p className="console-muted">
        Your open tasks due by the end of {list.today}, times in {list.timeZone.replace('_', ' ')}.
      </p>
      {actionData?.error ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <TodayList overdue={list.overdue} due={list.due} today={list.today} Form={Form} />
    </>
  );
}
