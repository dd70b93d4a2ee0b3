import { insertOutbox } from '../store/outbox.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Lead work for the CRM (issue 33): a status change and an assignment become outbox events
 * `lead.status_changed` / `lead.assigned`, written in the transaction of the change. The worker sends them
 * to the site's webhook destinations only (as `lead.updated`: never the ADF or notification mails), in
 * the signed JSON body (schema_version, id, topic, then this payload); `event_version` versions the
 * payload's own fields. Examples: apps/bff/README.md, "Lead work webhooks".
 */

export const LEAD_EVENT_VERSION = 1;

export type LeadEventTopic = 'lead.status_changed' | 'lead.assigned';

export interface LeadEventActor {
  id: string;
  email: string;
}

export type LeadEventChange =
  | {
      topic: 'lead.status_changed';
      status: string;
      previousStatus: string;
      lostReason: string | null;
    }
  | {
      topic: 'lead.assigned';
      assigneeId: string | null;
      previousAssigneeId: string | null;
      status: string;
    };

/** The payload fields of a change (snake_case, as the webhook body carries them). */
export function leadEventPayload(change: LeadEventChange): Record<string, unknown> {
  return change.topic === 'lead.status_changed'
    ? { status: change.status, previous_status: change.previousStatus, lost_reason: change.lostReason }
    : {
        assignee_id: change.assigneeId,
        previous_assignee_id: change.previousAssigneeId,
        status: change.status,
      };
}

export async function emitLeadEvent(
  tx: SqlExecutor,
  event: {
    siteSlug: string;
    leadId: string;
    actor: LeadEventActor | null;
    at: Date;
    change: LeadEventChange;
  },
): Promise<void> {
  await insertOutbox(tx, {
    site: event.siteSlug,
    leadId: event.leadId,
    topic: event.change.topic,
    payload: {
      event: event.change.topic,
      event_version: LEAD_EVENT_VERSION,
      lead_id: event.leadId,
      site: event.siteSlug,
      occurred_at: event.at.toISOString(),
      by: event.actor ? { id: event.actor.id, email: event.actor.email } : null,
      ...leadEventPayload(event.change),
    },
    at: event.at,
  });
}
