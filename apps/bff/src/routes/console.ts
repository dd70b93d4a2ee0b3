import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import type { MailCatcher } from '../mail/catcher.js';
import { registerConsoleAuthRoutes } from './console-auth.js';
import { registerConsoleInvitationRoutes } from './console-invitations.js';
import { registerConsoleLeadWorkRoutes } from './console-lead-work.js';
import { registerConsoleLeadRoutes } from './console-leads.js';
import { registerConsoleMailRoutes } from './console-mail.js';
import { registerConsoleRuleRoutes } from './console-rules.js';
import { registerConsoleStreamRoutes } from './console-stream.js';
import { registerConsoleTeamRoutes } from './console-team.js';

/**
 * The dealer console's API (issue #18 §1, §2) under /api/console/*: sign-in and the person's account,
 * invitations, the team and audit log, the lead inbox and its work, assignment rules, the new-lead
 * stream and the embedded mail catcher's mails. The stream is registered before the lead by id, so `/leads/stream` is never read as an id.
 */
export function registerConsoleRoutes(app: Hono<AppEnv>, deps: AppDeps, mail: MailCatcher | null): void {
  registerConsoleAuthRoutes(app, deps);
  registerConsoleInvitationRoutes(app, deps);
  registerConsoleTeamRoutes(app, deps);
  registerConsoleStreamRoutes(app, deps);
  registerConsoleLeadRoutes(app, deps);
  registerConsoleLeadWorkRoutes(app, deps);
  registerConsoleRuleRoutes(app, deps);
  registerConsoleMailRoutes(app, deps, mail);
}
