import type { ConsoleAnswer, ConsoleMe } from '@dealer/api-client';
import { type ConsoleAction, canAccess, sitesFor } from '@dealer/staff';
import { data, type RouterContextProvider } from 'react-router';
import { serverApi } from '../api.server';
import { type DealerLoadContext, dealer } from '../context';
import { consoleMe } from './console.server';

/**
 * The console's stock, reservations, content, dashboard and mail pages: their api-client calls
 * and the site a page shows — `?site=` when it is one of the person's, else the site the console is
 * opened on when allowed, else the person's first site where the action is allowed.
 */
export const stockApi = (ctx: DealerLoadContext) => serverApi(ctx).consoleStock;

export function pageSite(
  me: ConsoleMe | null,
  ctx: DealerLoadContext,
  url: URL,
  action: ConsoleAction,
): { site: string | null; sites: { slug: string; name: string }[] } {
  if (!me) return { site: null, sites: [] };
  const allowed = sitesFor(me.staff, action);
  const sites = me.sites.filter((s) => allowed.includes(s.slug));
  const asked = url.searchParams.get('site');
  if (asked && canAccess(me.staff, asked, action)) return { site: asked, sites };
  if (canAccess(me.staff, ctx.site.slug, action)) return { site: ctx.site.slug, sites };
  return { site: allowed[0] ?? null, sites };
}

/**
 * A console page's loader start: the dealer's context, the URL, who asks and the site the page shows for
 * `action` (`pageSite`), or a 404 when the person has no site where it is allowed.
 */
export async function consolePage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  action: ConsoleAction,
) {
  const ctx = dealer(context);
  const url = new URL(request.url);
  const me = await consoleMe(ctx, request);
  const { site, sites } = pageSite(me, ctx, url, action);
  if (!site) throw data('Not found', { status: 404 });
  return { ctx, url, me, site, sites };
}

/** The form's value of `key`, trimmed ('' when absent). */
export const field = (form: FormData, key: string) => String(form.get(key) ?? '').trim();

/** The page's own URL with `saved` naming what was just saved (post, redirect, get). */
export function savedUrl(request: Request, saved: string): string {
  const url = new URL(request.url);
  url.searchParams.set('saved', saved);
  return `${url.pathname}${url.search}`;
}

/** A write's refusal as the page's action data: which form, the message and the field messages. */
export function refused(intent: string, id: string, answer: ConsoleAnswer) {
  return {
    intent,
    id,
    error: answer.error ?? 'That did not work. Please try again.',
    fields: answer.fields ?? {},
  };
}
