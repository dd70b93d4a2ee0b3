import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Page routes of every dealer site. Listing and vehicle base paths are per site (§2), so the vehicle
 * bases the spec names are routed explicitly (their loaders check the site's own base) and every other
 * path falls through to the listing, whose loader 404s any path that is not a listing of this site.
 */
export default [
  index('routes/home.tsx'),
  route('_refine', 'routes/refine.ts'),
  ...['cars', 'motorcycles', 'campers'].map((base) =>
    route(`${base}/:slug`, 'routes/vehicle.tsx', { id: `vehicle-${base}` }),
  ),
  // §2 reserve: /cars/{slug}/checkout or /cars/{slug}/buy-online; the loader checks the base.
  ...['cars', 'motorcycles', 'campers'].flatMap((base) =>
    ['checkout', 'buy-online'].map((segment) =>
      route(`${base}/:slug/${segment}`, 'routes/checkout.tsx', { id: `checkout-${base}-${segment}` }),
    ),
  ),
  // §2 information, SEO and shopper pages. Paths the site config chooses (blog_path, privacy statement,
  // garage_path) are routed for every spelling the spec names; each loader 404s a spelling not its site's.
  route('our-locations', 'routes/our-locations.tsx'),
  // §1 page-builder content pages: /about, the site's about path, /pages/{slug}; §7 search landing pages.
  ...['about', 'about-us', 'pages/:slug'].map((path) =>
    route(path, 'routes/content-page.tsx', { id: `content-${path.replace(/[/:]/g, '-')}` }),
  ),
  route('browse', 'routes/search-pages.tsx'),
  route('special-offers', 'routes/special-offers.tsx'),
  route('models', 'routes/models.tsx'),
  ...['blog', 'news'].flatMap((base) => [
    route(base, 'routes/blog.tsx', { id: `blog-${base}` }),
    route(`${base}/:post`, 'routes/blog-post.tsx', { id: `blog-post-${base}` }),
  ]),
  ...['privacy-policy', 'privacy-statement', 'pages/privacy-statement'].map((path) =>
    route(path, 'routes/privacy.tsx', { id: `privacy-${path.replace('/', '-')}` }),
  ),
  route('favourites', 'routes/favourites.tsx'),
  ...['my-garage', 'mybigboxcars'].map((path) => route(path, 'routes/garage.tsx', { id: `garage-${path}` })),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // Lead capture (§2): success, finance pages, trade-in / sell-my-car, test drive, contact, service, parts.
  route('success', 'routes/success.tsx'),
  ...['finance', 'finance-enquiry', 'apply-for-finance', 'finance-pre-approval'].map((path) =>
    route(path, 'routes/finance.tsx', { id: `finance-${path}` }),
  ),
  ...['trade-in', 'sell-my-car', 'cars/trade-in', 'motorcycles/trade-in', 'campers/trade-in'].map((path) =>
    route(path, 'routes/trade-in.tsx', { id: `trade-in-${path.replace('/', '-')}` }),
  ),
  route('book-test-drive', 'routes/book-test-drive.tsx'),
  ...['contact', 'service', 'parts', 'vehicle-parts-and-accessories'].map((path) =>
    route(path, 'routes/enquiry-page.tsx', { id: `enquiry-${path}` }),
  ),
  // #18 the dealer console: one layout (sign-in guard, nav, no-store) over its pages, before the catch-all.
  // console-stock's pages (stock, reservations, content, dashboard) add their lines inside this block.
  route('console', 'routes/console.tsx', [
    index('routes/console/home.tsx'),
    route('sign-in', 'routes/console/sign-in.tsx'),
    route('sign-out', 'routes/console/sign-out.tsx'),
    route('invite/:token', 'routes/console/invite.tsx'),
    route('leads', 'routes/console/leads.tsx'),
    route('leads/:id', 'routes/console/lead.tsx'),
    route('team', 'routes/console/team.tsx'),
    route('audit', 'routes/console/audit.tsx'),
    route('account', 'routes/console/account.tsx'),
    // #18 §4 stock, reservations, content, dashboard and the mail catcher (console-stock).
    route('stock', 'routes/console/stock.tsx'),
    route('reservations', 'routes/console/reservations.tsx'),
    route('content', 'routes/console/content.tsx'),
    route('content/posts/:slug', 'routes/console/content-post.tsx'),
    route('content/:slug', 'routes/console/content-page.tsx'),
    route('dashboard', 'routes/console/dashboard.tsx'),
    route('mail', 'routes/console/mail.tsx'),
    route('mail/:id', 'routes/console/mail-message.tsx'),
  ]),
  route('*', 'routes/listing.tsx'),
] satisfies RouteConfig;
