-- Time (issue 21): the background job queue and the SLA timers of workflow stages. PostgreSQL 15 syntax (PGlite
-- embeds 18; both must accept every statement).

-- One job: a kind from the server's registry (server/jobs/job-kinds.ts), its payload, when it may run, and where it
-- stands. A worker claims due jobs with FOR UPDATE SKIP LOCKED and holds each for a lease (locked_until): a worker
-- killed mid-job leaves a lease that runs out, and the job is claimed again. A job that fails waits retry_delay
-- seconds, doubled at each attempt; after max_attempts it is dead (the dead letter), kept with its last error.
-- An office's job names its office (tenant_id); the system's own (a nightly sweep) names none.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9.-]{0,63}$'),
  payload jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(payload) = 'object'),
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'dead')),
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL CHECK (max_attempts > 0),
  retry_delay_seconds integer NOT NULL CHECK (retry_delay_seconds >= 0),
  timeout_seconds integer NOT NULL CHECK (timeout_seconds > 0),
  -- At most one job of a kind per key (a recurring job's occurrence, a timer's record and stage entry).
  key text CHECK (length(key) <= 300),
  locked_by text CHECK (length(locked_by) <= 100),
  locked_until timestamptz,
  last_error text CHECK (length(last_error) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  UNIQUE (kind, key),
  CHECK ((state = 'running') = (locked_until IS NOT NULL))
);
CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE state = 'queued';
CREATE INDEX jobs_lease_idx ON jobs (locked_until) WHERE state = 'running';
CREATE INDEX jobs_dead_idx ON jobs (tenant_id, finished_at) WHERE state = 'dead';

-- The application role enqueues in its office's transactions and completes its office's jobs in the transaction of
-- their effects; the workers claim jobs of every office as the connecting user. Not FORCEd, for that reason: FORCE
-- would bind the owner, which claims them on purpose (as the sign-in tables, README, Security model).
ALTER TABLE jobs ENABLE ROW LEVEL SECURITY;
CREATE POLICY jobs_tenant ON jobs USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT ON jobs TO lishka_app;
GRANT UPDATE (state, locked_by, locked_until, finished_at) ON jobs TO lishka_app;

-- A record's time in a stage with an SLA: when it entered, when it falls due (and when its reminder is), and when
-- the reminder went and the record was marked overdue. One row per entry into such a stage; a row of a stage the
-- record has left stays as its history and no longer fires.
CREATE TABLE sla_timers (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  record_id uuid NOT NULL,
  entered_at timestamptz NOT NULL,
  stage text NOT NULL CHECK (length(stage) BETWEEN 1 AND 64),
  due_at timestamptz NOT NULL,
  remind_at timestamptz,
  reminded_at timestamptz,
  breached_at timestamptz,
  PRIMARY KEY (tenant_id, record_id, entered_at),
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX sla_timers_due_idx ON sla_timers (tenant_id, due_at) WHERE breached_at IS NULL;
CREATE INDEX sla_timers_breached_idx ON sla_timers (tenant_id, breached_at) WHERE breached_at IS NOT NULL;

ALTER TABLE sla_timers ENABLE ROW LEVEL SECURITY;
ALTER TABLE sla_timers FORCE ROW LEVEL SECURITY;
CREATE POLICY sla_timers_tenant ON sla_timers USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT, UPDATE ON sla_timers TO lishka_app;
