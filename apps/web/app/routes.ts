import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Page routes of every dealer site. Paths the spec names as fixed are routed by name; every path a site
 * file chooses (§2 vehicle base, listing base, blog, garage, privacy and content-page paths) reaches the
 * catch-all, whose loader asks site-registry's resolveSitePage what the path is on the request's site.
 * None of those per-site spellings appears here. Named routes win over the catch-all.
 */
export default [
  index('routes/home.tsx'),
  route('_refine', 'routes/refine.ts'),
  route('our-locations', 'routes/our-locations.tsx'),
  route('browse', 'routes/search-pages.tsx'),
  route('special-offers', 'routes/special-offers.tsx'),
  route('models', 'routes/models.tsx'),
  route('favourites', 'routes/favourites.tsx'),
  route('compare', 'routes/compare.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:file', 'routes/sitemap-part.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // Lead capture (§2): success, finance pages, test drive, contact, service, parts.
  route('success', 'routes/success.tsx'),
  ...['finance', 'finance-enquiry', 'apply-for-finance', 'finance-pre-approval'].map((path) =>
    route(path, 'routes/finance.tsx', { id: `finance-${path}` }),
  ),
  route('book-test-drive', 'routes/book-test-drive.tsx'),
  ...['contact', 'service', 'parts', 'vehicle-parts-and-accessories'].map((path) =>
    route(path, 'routes/enquiry-page.tsx', { id: `enquiry-${path}` }),
  ),
  // Fixed paths whose page is a per-site page's (§2 /trade-in, /sell-my-car; §1 /about).
  ...['trade-in', 'sell-my-car', 'about'].map((path) => route(path, 'routes/site-page.tsx', { id: path })),
  // The dealer console: one layout (sign-in guard, nav, no-store) over its pages, before the catch-all.
  route('console', 'routes/console.tsx', [
    index('routes/console/home.tsx'),
    route('sign-in', 'routes/console/sign-in.tsx'),
    route('sign-out', 'routes/console/sign-out.tsx'),
    route('invite/:token', 'routes/console/invite.tsx'),
    route('forgot-password', 'routes/console/forgot-password.tsx'),
    route('reset-password/:token', 'routes/console/reset-password.tsx'),
    route('leads', 'routes/console/leads.tsx'),
    route('leads/held', 'routes/console/held.tsx'),
    route('leads/search', 'routes/console/lead-search.tsx'),
    route('leads/:id', 'routes/console/lead.tsx'),
    route('team', 'routes/console/team.tsx'),
    route('rules', 'routes/console/rules.tsx'),
    route('audit', 'routes/console/audit.tsx'),
    route('settings', 'routes/console/settings.tsx'),
    route('account', 'routes/console/account.tsx'),
    // the console stock, reservations, content, dashboard and the mail catcher (console-stock).
    route('stock', 'routes/console/stock.tsx'),
    route('reservations', 'routes/console/reservations.tsx'),
    route('content', 'routes/console/content.tsx'),
    route('content/posts/:slug', 'routes/console/content-post.tsx'),
    route('content/:slug', 'routes/console/content-page.tsx'),
    route('dashboard', 'routes/console/dashboard.tsx'),
    route('mail', 'routes/console/mail.tsx'),
    route('mail/:id', 'routes/console/mail-message.tsx'),
    route('calendar', 'routes/console/calendar.tsx'),
    route('today', 'routes/console/today.tsx'),
    route('mail-templates', 'routes/console/mail-templates.tsx'),
  ]),
  route('*', 'routes/site-page.tsx', { id: 'site-page' }),
] satisfies RouteConfig;
