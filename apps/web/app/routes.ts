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
  route('*', 'routes/listing.tsx'),
] satisfies RouteConfig;
