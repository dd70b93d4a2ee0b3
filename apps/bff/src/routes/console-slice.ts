import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import type { MailCatcher } from '../mail/catcher.js';
import type { Reservations } from '../reservations/site-reservations.js';
import { registerConsoleContentRoutes } from './console-content.js';
import { registerConsoleDashboardRoutes } from './console-dashboard.js';
import { registerConsolePostRoutes, registerConsolePromotionRoutes } from './console-posts.js';
import { registerConsoleReservationRoutes } from './console-reservations.js';
import { registerConsoleReviewRoutes } from './console-reviews.js';
import { registerConsoleStockRoutes } from './console-stock.js';

/** Console, stock, reservations, content: the console's stock, reservations, content, dashboard and mail calls, each behind requireStaff. */
export function registerConsoleStockSlice(
  app: Hono<AppEnv>,
  deps: AppDeps,
  extras: { reservations?: Reservations | undefined; mail: MailCatcher | null },
): void {
  registerConsoleStockRoutes(app, deps);
  if (extras.reservations) registerConsoleReservationRoutes(app, deps, extras.reservations);
  registerConsoleContentRoutes(app, deps);
  registerConsolePostRoutes(app, deps);
  registerConsolePromotionRoutes(app, deps);
  registerConsoleReviewRoutes(app, deps);
  registerConsoleDashboardRoutes(app, deps, extras.mail);
}
