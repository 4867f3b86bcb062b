-- The calendar (issue 21): the appointments of every module of kind "calendar" an office type declares (a clinic's
-- appointments, a law firm's meetings, an agency's showings…). PostgreSQL 15 syntax (PGlite embeds 18; both must
-- accept every statement). A tenant table: tenant_id leads the primary key and every foreign key, and forced
-- row-level security shows only the current tenant's rows.

-- btree_gist lets one exclusion constraint compare the office and the professional (equality) with the time (overlap).
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- An appointment of a calendar module: `data` the fields of the office's booking form (forms.appointmentBooking),
-- validated by the engine before it is stored; the time it takes is starts_at to ends_at, and the professional is
-- kept free until blocked_until (its end plus the office's buffer when it was booked), written by the server.
CREATE TABLE appointments (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  module text NOT NULL CHECK (module ~ '^[a-z][a-z0-9-]{0,63}$'),
  client_id uuid,
  professional_id uuid NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  blocked_until timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'confirmed', 'completed', 'cancelled', 'no_show')),
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  last_modified_by uuid,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE RESTRICT,
  FOREIGN KEY (tenant_id, professional_id) REFERENCES memberships (tenant_id, user_id) ON DELETE RESTRICT,
  CHECK (starts_at < ends_at),
  CHECK (blocked_until >= ends_at),
  -- A professional is in one place at a time: no two appointments of theirs that are not cancelled overlap, buffer
  -- included, whatever module holds them. The service checks first for a clear message; this holds under races.
  CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
    tenant_id WITH =,
    professional_id WITH =,
    tstzrange(starts_at, blocked_until) WITH &&
  ) WHERE (status <> 'cancelled')
);
-- A module's calendar by range, and a professional's across modules (the overlap check, their own view).
CREATE INDEX appointments_range_idx ON appointments (tenant_id, module, starts_at);
CREATE INDEX appointments_professional_idx ON appointments (tenant_id, professional_id, starts_at);
CREATE INDEX appointments_client_idx ON appointments (tenant_id, client_id);

ALTER TABLE appointments ENABLE ROW LEVEL SECURITY;
ALTER TABLE appointments FORCE ROW LEVEL SECURITY;
CREATE POLICY appointments_tenant ON appointments USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());

GRANT SELECT, INSERT, UPDATE ON appointments TO lishka_app;
