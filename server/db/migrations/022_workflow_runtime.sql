-- The workflow runtime (issue 20): what happened to each record (its history), the tasks workflow actions create,
-- and the notifications the server writes for each user. PostgreSQL 15 syntax (PGlite embeds 18; both must accept
-- every statement). All three are tenant tables: tenant_id leads the primary key and every foreign key, and forced
-- row-level security shows only the current tenant's rows.

-- One line of a record's history: a stage change (with its inputs and approver), an approval asked, approved or
-- turned down, an action and its outcome, or the record's creation. Texts are data (kind and values), worded in
-- the reader's language by whoever shows them.
CREATE TABLE record_events (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  record_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('created', 'moved', 'requested', 'approved', 'rejected', 'action')),
  from_stage text CHECK (length(from_stage) BETWEEN 1 AND 64),
  to_stage text CHECK (length(to_stage) BETWEEN 1 AND 64),
  actor_id uuid,
  -- The system's work (a job, a trigger with no user) has no actor; its name says what it was.
  actor_name text CHECK (length(actor_name) <= 200),
  approved_by uuid,
  inputs jsonb CHECK (inputs IS NULL OR jsonb_typeof(inputs) = 'object'),
  reason text CHECK (length(reason) <= 1000),
  -- For kind 'action': the action's type and what came of it ({ type, outcome, ... }).
  detail jsonb CHECK (detail IS NULL OR jsonb_typeof(detail) = 'object'),
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX record_events_record_idx ON record_events (tenant_id, record_id, at, id);

-- A task: something a member (or anyone holding a role) has to do, with a due time; made by a workflow action or
-- by hand. `title` is { he, en, es } as the action declares it, else null and worded from task_type.
CREATE TABLE tasks (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  record_id uuid,
  module text CHECK (module ~ '^[a-z][a-z0-9-]{0,63}$'),
  task_type text NOT NULL CHECK (length(task_type) BETWEEN 1 AND 64),
  title jsonb CHECK (title IS NULL OR jsonb_typeof(title) = 'object'),
  assigned_role text CHECK (length(assigned_role) BETWEEN 1 AND 64),
  assigned_user uuid,
  due_at timestamptz,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
  completed_at timestamptz,
  completed_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  CHECK (assigned_role IS NOT NULL OR assigned_user IS NOT NULL),
  CHECK ((status = 'done') = (completed_at IS NOT NULL)),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX tasks_user_idx ON tasks (tenant_id, assigned_user, status, due_at);
CREATE INDEX tasks_role_idx ON tasks (tenant_id, assigned_role, status, due_at);
CREATE INDEX tasks_record_idx ON tasks (tenant_id, record_id, status);

-- A notification for one member (spec 1 §9): severity, title, message, an action link, and whether it was read.
-- Title and message are { he, en, es }, so the reader sees their own language whenever they read it.
CREATE TABLE notifications (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  severity text NOT NULL DEFAULT 'info' CHECK (severity IN ('success', 'error', 'warning', 'info')),
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 64),
  title jsonb CHECK (title IS NULL OR jsonb_typeof(title) = 'object'),
  message jsonb NOT NULL CHECK (jsonb_typeof(message) = 'object'),
  link text CHECK (length(link) <= 500 AND link LIKE '/%'),
  record_id uuid,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX notifications_user_idx ON notifications (tenant_id, user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (tenant_id, user_id) WHERE read_at IS NULL;

ALTER TABLE record_events ENABLE ROW LEVEL SECURITY;
ALTER TABLE record_events FORCE ROW LEVEL SECURITY;
CREATE POLICY record_events_tenant ON record_events USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());

ALTER TABLE tasks ENABLE ROW LEVEL SECURITY;
ALTER TABLE tasks FORCE ROW LEVEL SECURITY;
CREATE POLICY tasks_tenant ON tasks USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());

ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
ALTER TABLE notifications FORCE ROW LEVEL SECURITY;
CREATE POLICY notifications_tenant ON notifications USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());

GRANT SELECT, INSERT, UPDATE, DELETE ON record_events, tasks, notifications TO lishka_app;
