import type { Site } from '@dealer/site-registry';
import { fieldErrors } from '@dealer/validation';
import type { Hono } from 'hono';
import { auditEntry, consoleSite } from '../console-stock/site.js';
import { contentChanged } from '../content/content-version.js';
import { SlugTakenError, StaleVersionError } from '../content/page-state.js';
import { pageAsPost, postAsPage } from '../content/post-drafts.js';
import { PostEdits, postEditSchema } from '../content/post-edits.js';
import { type PostEdit, sitePosts } from '../content/posts.js';
import type { SitePostStore } from '../content/site-posts.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  readJson,
} from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { auditedWrite, notFound, notSaved } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import type { SqlExecutor } from '../store/sql.js';
import { PAGE_SLUG } from './pages.js';

/** A post in the console's editor: its newest text, its version and the version the website shows. */
export interface EditorPost extends PostEdit {
  slug: string;
  body_html: string;
  /** 0 for a post the console never saved (its public text is its only one). */
  version: number;
  /** The version the website shows; null: a draft never published. */
  published: number | null;
  published_at: string | null;
}

/** The post as the editor loads it, or null: a drafted one at its newest version, else as the public sees it. */
async function editorPost(
  deps: AppDeps,
  posts: SitePostStore,
  site: Site,
  slug: string,
): Promise<EditorPost | null> {
  const drafted = await posts.drafts.draft(site, slug);
  if (drafted) {
    const post = pageAsPost(drafted.draft.page);
    const at = (await posts.drafts.published(site)).find((p) => p.slug === slug)?.published_at ?? null;
    return {
      slug,
      ...post,
      body_html: post.body,
      version: drafted.draft.version,
      published: drafted.published,
      published_at: at,
    };
  }
  const legacy = (await posts.legacy(site)).find((p) => p.slug === slug);
  if (!legacy) return null;
  const edit = (await new PostEdits(deps.store.db).of(site)).get(slug);
  const text = edit ?? legacy;
  const body = { title: text.title, excerpt: text.excerpt, body: text.body };
  return { slug, ...body, body_html: body.body, version: 0, published: 0, published_at: legacy.published_at };
}

/** Takes a post the console never saved in as version 1, published as it reads now (its edit folded in). */
async function takeIn(tx: SqlExecutor, deps: AppDeps, posts: SitePostStore, site: Site, current: EditorPost) {
  await posts.drafts.takeIn(
    tx,
    site,
    current.slug,
    current,
    current.published_at ?? deps.now().toISOString(),
  );
  await tx.query('DELETE FROM post_edits WHERE site_slug = $1 AND slug = $2', [site.slug, current.slug]);
  return 1;
}

function stale(c: AppContext, error: StaleVersionError, slug: string) {
  const post = pageAsPost(error.current.page);
  const message = `Not saved: ${error.message.replace('page', 'post')}. Your changes are kept below; compare them with the current version and save again.`;
  const current = { slug, ...post, body_html: post.body, version: error.current.version };
  return c.json({ error: message, fields: { base_version: error.message }, current }, 409, NO_STORE);
}

const versionOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

async function saveRoute(c: AppContext, deps: AppDeps, posts: SitePostStore): Promise<Response> {
  const site = consoleSite(c, deps, 'content.edit');
  const slug = c.req.param('slug') ?? '';
  const before = site && PAGE_SLUG.test(slug) ? await editorPost(deps, posts, site, slug) : null;
  if (!site || !before) return notFound(c, 'Post not found');
  const body = await readJson(c, { object: true });
  if (!body.ok) return badBody(c, body);
  const base = versionOf((body.value as { base_version?: unknown }).base_version);
  const { base_version: _b, ...fields } = body.value as Record<string, unknown>;
  const parsed = postEditSchema.safeParse(fields);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (base === null) errors.base_version = 'Send the version the edit is based on (base_version).';
  if (!parsed.success || base === null) return badRequest(c, 'The post was not saved', errors);
  try {
    const saved = await auditedWrite(deps, async (tx) => {
      // A post the console never saved: its public text becomes version 1 (published), the save its draft.
      const on = base === 0 && before.version === 0 ? await takeIn(tx, deps, posts, site, before) : base;
      const result = await posts.drafts.saveDraft(site, slug, postAsPage(slug, parsed.data), on, tx);
      if (!result.created) return { result, audit: null };
      const audit = auditEntry(c, deps, {
        action: 'content.post.save',
        site,
        target: { type: 'post', id: slug },
        before: { version: result.previous, title: before.title },
        after: { version: result.version.version, title: parsed.data.title },
      });
      return { result, audit };
    });
    if (saved.created) contentChanged(site.slug);
    return c.json(await editorPost(deps, posts, site, slug), saved.created ? 201 : 200, NO_STORE);
  } catch (error) {
    if (error instanceof StaleVersionError) return stale(c, error, slug);
    // Two first saves of a never-saved post at once: the second finds it taken in, so its form is stale.
    const now = error instanceof SlugTakenError ? await posts.drafts.draft(site, slug) : null;
    if (now) return stale(c, new StaleVersionError(now.draft), slug);
    return notSaved(c, deps, 'The post', error);
  }
}

async function publishRoute(c: AppContext, deps: AppDeps, posts: SitePostStore): Promise<Response> {
  const site = consoleSite(c, deps, 'content.edit');
  const slug = c.req.param('slug') ?? '';
  if (!site || !PAGE_SLUG.test(slug)) return notFound(c, 'Post not found');
  const body = await readJson(c, { object: true });
  if (!body.ok) return badBody(c, body);
  const version = versionOf((body.value as { version?: unknown }).version);
  if (!version)
    return badRequest(c, 'The post was not published', { version: 'Send the version to publish.' });
  try {
    const now = deps.now();
    const published = await auditedWrite(deps, async (tx) => {
      const result = await posts.drafts.publish(site, slug, version, tx);
      if (!result) return { result, audit: null };
      await posts.drafts.markPublished(tx, site, slug, now);
      const audit = auditEntry(c, deps, {
        action: 'content.post.publish',
        site,
        target: { type: 'post', id: slug },
        before: { published: result.previous },
        after: { published: result.version.version },
      });
      return { result, audit };
    });
    if (!published) return notFound(c, 'Post not found');
    contentChanged(site.slug);
    return c.json(await editorPost(deps, posts, site, slug), 200, NO_STORE);
  } catch (error) {
    if (error instanceof StaleVersionError) return stale(c, error, slug);
    return notSaved(c, deps, 'The post', error);
  }
}

/** The console's list: every post with its state (a draft, published, changes not yet published). */
async function listRoute(c: AppContext, deps: AppDeps, posts: SitePostStore): Promise<Response> {
  const site = consoleSite(c, deps, 'content.edit');
  if (!site) return notFound(c);
  const [legacy, kept, drafted, published, edits] = await Promise.all([
    posts.legacy(site),
    posts.drafts.kept(site),
    posts.drafts.list(site),
    posts.drafts.published(site),
    new PostEdits(deps.store.db).of(site),
  ]);
  const old = sitePosts(
    legacy.filter((p) => !kept.has(p.slug)),
    deps.now(),
    edits,
  ).map((p) => ({
    ...p,
    edited: edits.has(p.slug),
    version: 0,
    published: 0,
  }));
  const dates = new Map(published.map((p) => [p.slug, p.published_at]));
  const saved = drafted.map((p) => ({
    slug: p.slug,
    title: p.title,
    excerpt: '',
    published_at: dates.get(p.slug) ?? null,
    edited: true,
    version: p.version,
    published: p.published,
  }));
  return c.json({ site: site.slug, posts: [...saved, ...old] }, 200, NO_STORE);
}

/**
 * Blog posts in the console with drafts and publishing (#33 item 7, `content.edit`), by the pages' rule:
 * `GET /api/console/posts?site=` (each with `version` and `published`: null for a draft never published),
 * `GET /api/console/posts/{slug}?site=` (the newest text), `PUT …/{slug}` (`{title, excerpt, body,
 * base_version}`: a draft version; 409 with the current one when stale; a post never saved here sends 0),
 * `POST …/{slug}/publish` (`{version}`: the newest, else 409). Each save and publish audited.
 */
export function registerConsolePostDrafts(app: Hono<AppEnv>, deps: AppDeps, posts: SitePostStore): void {
  const staff = requireStaff(deps);
  app.get('/api/console/posts', staff, (c) => listRoute(c, deps, posts));
  app.get('/api/console/posts/:slug', staff, async (c) => {
    const site = consoleSite(c, deps, 'content.edit');
    const slug = c.req.param('slug');
    const post = site && PAGE_SLUG.test(slug) ? await editorPost(deps, posts, site, slug) : null;
    if (!post) return notFound(c, 'Post not found');
    return c.json(post, 200, NO_STORE);
  });
  app.put('/api/console/posts/:slug', staff, (c) => saveRoute(c, deps, posts));
  app.post('/api/console/posts/:slug/publish', staff, (c) => publishRoute(c, deps, posts));
}
