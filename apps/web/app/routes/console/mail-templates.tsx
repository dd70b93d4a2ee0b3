import { data, Form, Link } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleGet, consoleJson } from '../../lib/console-json.server';
import { consolePage, field } from '../../lib/console-stock.server';
import type { Route } from './+types/mail-templates';
import calendarStylesheet from './calendar.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: calendarStylesheet }];

export const meta = () => consoleTitle('Shopper mails');

interface Template {
  kind: string;
  label: string;
  custom: boolean;
  template: { subject: string; text: string; html: string };
  fields: { always: string[]; maybe: string[] };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, url, site } = await consolePage(context, request, 'content.edit');
  const list = await consoleGet<{ templates: Template[] }>(
    ctx,
    request,
    `/api/console/mail-templates?site=${encodeURIComponent(site)}`,
  );
  const kind = url.searchParams.get('kind') ?? list.templates[0]?.kind ?? '';
  const current = list.templates.find((t) => t.kind === kind) ?? list.templates[0];
  return { site, templates: list.templates, current };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, 'intent');
  const site = field(form, 'site');
  const kind = field(form, 'kind');
  const template = {
    subject: String(form.get('subject') ?? ''),
    text: String(form.get('text') ?? ''),
    html: String(form.get('html') ?? ''),
  };
  const path = `/api/console/mail-templates/${encodeURIComponent(kind)}${intent === 'preview' ? '/preview' : ''}?site=${encodeURIComponent(site)}`;
  const answer = await consoleJson(dealer(context), request, path, {
    method: intent === 'preview' ? 'POST' : 'PUT',
    body: template,
  });
  if (answer.status === 404) throw data('Not found', { status: 404 });
  if (answer.status !== 200)
    return data(
      { template, error: String(answer.body.error ?? 'Not saved.'), preview: null, saved: false },
      { status: answer.status },
    );
  return {
    template,
    error: null,
    preview: intent === 'preview' ? (answer.body as Template['template']) : null,
    saved: intent === 'save',
  };
}

/** Console: the mails a shopper gets at once (per kind, per site), edited with a preview (issue 33 item 3). */
export default function ConsoleMailTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { site, templates, current } = loaderData;
  if (!current) return <h1>Shopper mails</h1>;
  const shown = actionData?.template ?? current.template;
  return (
    <>
      <h1>Shopper mails</h1>
      <p className="console-muted">
        What a shopper gets at once. Merge fields: {current.fields.always.map((f) => `{{${f}}}`).join(', ')}.
        Maybe empty (use inside {'{{#if field}}…{{/if}}'}): {current.fields.maybe.join(', ')}.
      </p>
      <nav aria-label="Mail kinds">
        <ul className="calendar__kinds">
          {templates.map((t) => (
            <li key={t.kind}>
              <Link
                to={`?site=${site}&kind=${t.kind}`}
                aria-current={t.kind === current.kind ? 'page' : undefined}
              >
                {t.label}
                {t.custom ? ' (edited)' : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{current.label}</h2>
      {actionData?.error ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.saved ? <p role="status">Saved.</p> : null}
      <Form method="post" key={current.kind}>
        <input type="hidden" name="site" value={site} />
        <input type="hidden" name="kind" value={current.kind} />
        <p>
          <label>
            Subject
            <br />
            <input name="subject" defaultValue={shown.subject} size={70} />
          </label>
        </p>
        <p>
          <label>
            Plain text
            <br />
            <textarea name="text" defaultValue={shown.text} rows={10} cols={70} />
          </label>
        </p>
        <p>
          <label>
            HTML
            <br />
            <textarea name="html" defaultValue={shown.html} rows={10} cols={70} />
          </label>
        </p>
        <button type="submit" name="intent" value="preview" className="console-button">
          Preview
        </button>{' '}
        <button type="submit" name="intent" value="save" className="console-button">
          Save
        </button>
      </Form>
      {actionData?.preview ? (
        <section aria-labelledby="preview-title">
          <h2 id="preview-title">Preview: {actionData.preview.subject}</h2>
          <pre>{actionData.preview.text}</pre>
          <iframe
            title="HTML preview"
            sandbox=""
            srcDoc={actionData.preview.html}
            width="100%"
            height="400"
          />
        </section>
      ) : null}
    </>
  );
}
