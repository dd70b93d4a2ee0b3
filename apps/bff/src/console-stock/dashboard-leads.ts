import type { SeriesLead } from '@dealer/staff';
import type { SqlExecutor } from '../store/sql.js';

/**
 * The leads a dashboard period reads (issue 33 item 5): every lead of the site that arrived in the period,
 * and those that arrived before it but were still awaiting their first contact past due at its start (they
 * count in the overdue series), with their work (status, assignee and name, lost reason, first contact,
 * due time) and whether they have an appointment. `assigneeId` narrows to one salesperson's leads.
 */

interface Row {
  created_at: Date | string;
  category: string | null;
  data: Record<string, unknown>;
  status: string | null;
  first_contacted_at: Date | string | null;
  overdue_at: Date | string | null;
  assignee_id: string | null;
  assignee: string | null;
  lost_reason: string | null;
  appointment: boolean;
}

export async function loadDashboardLeads(
  db: SqlExecutor,
  q: { site: string; startsAt: Date; endsAt: Date; assigneeId: string | null },
): Promise<SeriesLead[]> {
  const { rows } = await db.query<Row>(
    `SELECT l.created_at, l.category, l.data, w.status, w.first_contacted_at, w.overdue_at, w.assignee_id,
            u.name AS assignee, w.lost_reason,
            EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = l.id) AS appointment
       FROM leads l
       LEFT JOIN lead_work w ON w.lead_id = l.id
       LEFT JOIN staff_users u ON u.id = w.assignee_id
      WHERE l.site_slug = $1 AND NOT l.quarantined AND l.created_at < $3
        AND (l.created_at >= $2
             OR (w.overdue_at IS NOT NULL AND w.overdue_at < $3
                 AND (w.first_contacted_at IS NULL OR w.first_contacted_at >= $2)))
        AND ($4::uuid IS NULL OR w.assignee_id = $4)
      ORDER BY l.created_at`,
    [q.site, q.startsAt.toISOString(), q.endsAt.toISOString(), q.assigneeId],
  );
  return rows.map((r) => ({
    createdAt: r.created_at,
    category: r.category,
    data: r.data,
    status: r.status,
    firstContactedAt: r.first_contacted_at,
    overdueAt: r.overdue_at,
    assigneeId: r.assignee_id,
    assignee: r.assignee,
    lostReason: r.lost_reason,
    appointment: Boolean(r.appointment),
  }));
}
