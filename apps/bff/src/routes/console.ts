import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { registerConsoleAppointmentRoutes } from './console-appointments.js';
import { registerConsoleAuthRoutes } from './console-auth.js';
import { registerConsoleFeedPullRoutes } from './console-feed-pull.js';
import { registerConsoleHeldRoutes } from './console-held.js';
import { registerConsoleInvitationRoutes } from './console-invitations.js';
import { registerConsoleLeadSearchRoutes } from './console-lead-search.js';
import { registerConsoleLeadWorkRoutes } from './console-lead-work.js';
import { registerConsoleLeadRoutes } from './console-leads.js';
import { registerConsolePasswordRoutes } from './console-passwords.js';
import { registerConsoleRuleRoutes } from './console-rules.js';
import { registerConsoleSettingsRoutes } from './console-settings.js';
import { registerConsoleShopperMailRoutes } from './console-shopper-mail.js';
import { registerConsoleStreamRoutes } from './console-stream.js';
import { registerConsoleTaskRoutes } from './console-tasks.js';
import { registerConsoleTeamRoutes } from './console-team.js';
import { registerConsoleTwoFactorRoutes } from './console-two-factor.js';

/**
 * The dealer console's API (console: people and access, §2) under /api/console/*: sign-in and the person's account,
 * invitations, the team and audit log, the lead inbox and its work, assignment rules, the site settings
 * (contact, lead destinations, machine tokens, the scheduled feed pull) and the new-lead stream. The stream is registered before the lead by id, so `/leads/stream` is never read as an id.
 */
export function registerConsoleRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  onLeadStored: () => void = () => undefined,
): void {
  registerConsoleAuthRoutes(app, deps);
  registerConsoleTwoFactorRoutes(app, deps);
  registerConsolePasswordRoutes(app, deps);
  registerConsoleInvitationRoutes(app, deps);
  registerConsoleTeamRoutes(app, deps);
  registerConsoleStreamRoutes(app, deps);
  registerConsoleHeldRoutes(app, deps, onLeadStored);
  registerConsoleLeadRoutes(app, deps);
  registerConsoleLeadWorkRoutes(app, deps);
  registerConsoleLeadSearchRoutes(app, deps);
  registerConsoleRuleRoutes(app, deps);
  registerConsoleSettingsRoutes(app, deps);
  registerConsoleFeedPullRoutes(app, deps);
  registerConsoleAppointmentRoutes(app, deps, onLeadStored);
  registerConsoleTaskRoutes(app, deps);
  registerConsoleShopperMailRoutes(app, deps);
}
