/**
 * Migrations 110–111 (issue 33 items 2 and 3): appointments, tasks and the per-site shopper mail
 * templates. Every timestamp is written from the app clock (no DEFAULT now()).
 */
export const APPOINTMENTS_MIGRATION = {
  version: 110,
  name: 'appointments and tasks',
  sql: `
    CREATE TABLE appointments (
      id uuid PRIMARY KEY,
      site_slug text NOT NULL,
      lead_id uuid NOT NULL REFERENCES leads (id),
      location_id integer NOT NULL,
      car_id integer,
      salesperson_id uuid REFERENCES staff_users (id),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      status text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX appointments_lead ON appointments (lead_id);
    CREATE INDEX appointments_calendar ON appointments (site_slug, location_id, starts_at);
    CREATE INDEX appointments_car ON appointments (site_slug, car_id, starts_at) WHERE car_id IS NOT NULL;
    CREATE TABLE lead_tasks (
      id uuid PRIMARY KEY,
      site_slug text NOT NULL,
      lead_id uuid NOT NULL REFERENCES leads (id),
      assignee_id uuid REFERENCES staff_users (id),
      kind text NOT NULL,
      due_at timestamptz NOT NULL,
      note text NOT NULL DEFAULT '',
      done_at timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX lead_tasks_open ON lead_tasks (site_slug, due_at) WHERE done_at IS NULL
  `,
} as const;

export const SHOPPER_TEMPLATES_MIGRATION = {
  version: 111,
  name: 'shopper mail templates per site',
  sql: `
    CREATE TABLE shopper_mail_templates (
      site_slug text NOT NULL,
      kind text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      updated_by uuid,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (site_slug, kind)
    )
  `,
} as const;
