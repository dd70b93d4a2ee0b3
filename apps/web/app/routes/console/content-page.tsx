import type { ConsoleAnswer, ConsolePage } from '@dealer/api-client';
import { contentPagePath } from '@dealer/site-registry';
import {
  BLOCK_LABELS,
  BlockEditor,
  type BlockEditorResult,
  blockFromForm,
  type EditorBlockKind,
  formatLeadTime,
  newBlock,
  newBlockId,
} from '@dealer/ui';
import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleRead, session } from '../../lib/console.server';
import { consolePage, field, refused, stockApi } from '../../lib/console-stock.server';
import type { loader as layoutLoader } from '../console';
import type { Route } from './+types/content-page';

export const meta: Route.MetaFunction = ({ loaderData }) => consoleTitle(loaderData?.page.title || 'Page');

type Json = Record<string, unknown>;
const DONE = new Set(['saved', 'unchanged', 'published', 'restored', 'created']);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, url, site, sites } = await consolePage(context, request, 'content.edit');
  const api = stockApi(ctx);
  const s = session(request);
  const [page, versions] = await Promise.all([
    consoleRead(() => api.page(params.slug, { site }, s)),
    consoleRead(() => api.pageVersions(params.slug, { site }, s)),
  ]);
  const done = url.searchParams.get('done');
  return {
    page,
    versions,
    site: sites.length > 1 ? site : null,
    publicHref: params.slug === 'home' ? '/' : contentPagePath(ctx.site, params.slug),
    result: done && DONE.has(done) ? ({ intent: done, done } as BlockEditorResult) : null,
  };
}

/** The page's own URL saying what was just done (post, redirect, get). */
function doneUrl(request: Request, done: string): string {
  const url = new URL(request.url);
  url.searchParams.delete('saved');
  url.searchParams.set('done', done);
  return `${url.pathname}${url.search}`;
}

/** A file field's upload through the photo pipeline: its address, null when no file was chosen. */
async function uploaded(
  form: FormData,
  name: string,
  upload: (base64: string) => Promise<ConsoleAnswer<{ url: string }>>,
): Promise<{ url: string } | { refused: ConsoleAnswer } | null> {
  const file = form.get(name);
  if (!(file instanceof File) || file.size === 0) return null;
  const answer = await upload(Buffer.from(await file.arrayBuffer()).toString('base64'));
  return answer.ok && answer.body ? { url: answer.body.url } : { refused: answer };
}

/** The page one of the editor's forms changes: its blocks after the change (null: not a change of blocks). */
async function changedBlocks(
  intent: string,
  form: FormData,
  blocks: Json[],
  upload: (base64: string) => Promise<ConsoleAnswer<{ url: string }>>,
): Promise<{ blocks: Json[]; draft?: { index: number; block: Json } } | { error: BlockEditorResult }> {
  const index = Number(field(form, 'block'));
  const at = blocks[index];
  const sameBlock = at !== undefined && String(at.id) === field(form, 'block_id');
  if (intent === 'add-block') {
    const kind = field(form, 'kind') as EditorBlockKind;
    if (!(kind in BLOCK_LABELS))
      return { error: { intent, error: 'Choose a block type.', fields: { kind: 'Choose a block type.' } } };
    const id = newBlockId(blocks, kind);
    if (kind !== 'image') return { blocks: [...blocks, newBlock(kind, id)] };
    const image = await uploaded(form, 'file', upload);
    if (!image) {
      const error = 'Choose the image file to upload.';
      return { error: { intent, error, fields: { image: error } } };
    }
    if ('refused' in image)
      return {
        error: refused(intent, '', { ...image.refused, fields: { image: image.refused.error ?? '' } }),
      };
    return { blocks: [...blocks, newBlock('image', id, { src: image.url, alt: field(form, 'alt') })] };
  }
  if (!sameBlock) {
    const error = 'That block has moved or gone since this page was loaded. Reload the page and try again.';
    return { error: { intent, error, fields: {} } };
  }
  const list = [...blocks];
  if (intent === 'move-up' || intent === 'move-down') {
    const to = intent === 'move-up' ? index - 1 : index + 1;
    if (to < 0 || to >= list.length) return { blocks: list };
    [list[index], list[to]] = [list[to] as Json, at];
    return { blocks: list };
  }
  if (intent === 'delete-block') return { blocks: list.filter((_, i) => i !== index) };
  // save-block: the block as its form describes it (an image may bring a new file).
  const block = blockFromForm(at, form);
  if (at.type === 'image') {
    const image = await uploaded(form, 'file', upload);
    if (image && 'refused' in image) {
      const message = image.refused.error ?? 'The image was not taken.';
      return {
        error: {
          intent,
          error: message,
          fields: { [`blocks[${index}].file`]: message },
          draft: { index, block },
        },
      };
    }
    if (image) block.src = image.url;
  }
  list[index] = block;
  return { blocks: list, draft: { index, block } };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const ctx = dealer(context);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const site = field(form, 'site') || undefined;
  const api = stockApi(ctx);
  const s = session(request);
  const slug = params.slug;
  const base = Number(field(form, 'base_version'));
  const notFound = (answer: ConsoleAnswer) => {
    if (answer.status === 404) throw data('Not found', { status: 404 });
  };

  if (intent === 'restore') {
    const answer = await api.restorePage(slug, Number(field(form, 'restore')), { site }, s);
    notFound(answer);
    if (!answer.ok) return data(refused(intent, slug, answer), { status: answer.status });
    return redirect(doneUrl(request, 'restored'));
  }
  if (intent === 'publish') {
    const answer = await api.publishPage(slug, base, { site }, s);
    notFound(answer);
    if (!answer.ok) return data(refused(intent, slug, answer), { status: answer.status });
    return redirect(doneUrl(request, 'published'));
  }
  if (intent === 'delete-page') {
    const answer = await api.deletePage(slug, { site }, s);
    notFound(answer);
    if (!answer.ok) return data(refused(intent, slug, answer), { status: answer.status });
    const url = new URL('/console/content', request.url);
    if (site) url.searchParams.set('site', site);
    url.searchParams.set('saved', slug);
    url.searchParams.set('done', 'page-deleted');
    return redirect(`${url.pathname}${url.search}`);
  }

  // Every other form changes the page as it was at the version the form was loaded with (base_version):
  // the save carries that version, so a page someone saved since is never overwritten (409: both shown).
  const current = await consoleRead(() => api.page(slug, { site }, s));
  let page: Json;
  if (current.version === base) page = current;
  else {
    const versions = await consoleRead(() => api.pageVersions(slug, { site }, s));
    page = (versions.find((v) => v.version === base)?.page as Json | undefined) ?? current;
  }
  const { version: _v, saved_at: _s, published: _p, ...kept } = page as Json;
  let next: Json;
  let draft: BlockEditorResult['draft'];
  if (intent === 'save-page') {
    try {
      next = JSON.parse(field(form, 'page')) as Json;
    } catch {
      return data(
        { intent, error: 'The page sent is not readable. Reload and try again.', fields: {} },
        { status: 400 },
      );
    }
  } else if (intent === 'save-page-details') {
    const description = field(form, 'description');
    const { description: _d, ...rest } = kept;
    next = { ...rest, title: field(form, 'title'), ...(description ? { description } : {}) };
  } else if (['add-block', 'move-up', 'move-down', 'delete-block', 'save-block'].includes(intent)) {
    const changed = await changedBlocks(intent, form, (kept.blocks as Json[]) ?? [], (b64) =>
      api.uploadContentImage(b64, { site }, s),
    );
    if ('error' in changed) return data(changed.error, { status: 400 });
    next = { ...kept, blocks: changed.blocks };
    draft = changed.draft;
  } else return data({ intent, error: 'Unknown action.', fields: {} }, { status: 400 });

  const answer = await api.savePage(slug, { ...next, slug, base_version: base }, { site }, s);
  notFound(answer);
  if (answer.status === 409) {
    const now: ConsolePage = await consoleRead(() => api.page(slug, { site }, s));
    const result: BlockEditorResult = {
      intent,
      error: answer.error ?? 'Someone saved this page while you were editing.',
      fields: {},
      conflict: { yours: { ...next, slug }, current: now },
    };
    return data(result, { status: 409 });
  }
  if (!answer.ok) {
    // Refused fields are named by their path (blocks[2].alt); what was typed is shown again.
    const result: BlockEditorResult = { ...refused(intent, slug, answer), ...(draft ? { draft } : {}) };
    return data(result, { status: answer.status });
  }
  return redirect(doneUrl(request, answer.status === 201 ? 'saved' : 'unchanged'));
}

/** Console: a page edited in blocks, with drafts, publishing and versions (#33 item 7). */
export default function ConsoleContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/console');
  const timeZone = layout?.timeZone ?? 'Australia/Sydney';
  const { page, versions, site, publicHref, result } = loaderData;
  return (
    <>
      <p>
        <Link to={`/console/content${site ? `?site=${encodeURIComponent(site)}` : ''}`}>← All content</Link>
      </p>
      <h1>{page.title}</h1>
      <BlockEditor
        page={page}
        versions={versions}
        result={(actionData as BlockEditorResult | undefined) ?? result}
        site={site}
        publicHref={publicHref}
        formatTime={(iso) => formatLeadTime(iso, timeZone)}
      />
    </>
  );
}
