-- The office's own records (issue 20): one generic store for every module of kind "records" an office type
-- declares (a legal office's matters, an insurance agency's policies and claims…), and the sequences that number
-- them. PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement). Both are tenant tables:
-- tenant_id leads the primary key and every foreign key, and forced row-level security shows only the current
-- tenant's rows.

-- A record of a module: `module` is the module that holds it (a view lists another module's records and holds
-- none), `entity` its collection's entity, `data` the fields of the collection's form, validated by the engine
-- before it is stored. `stage` and `workflow_snapshot` are the workflow's, for the runtime that moves records.
CREATE TABLE records (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  module text NOT NULL CHECK (module ~ '^[a-z][a-z0-9-]{0,63}$'),
  entity text NOT NULL CHECK (length(entity) BETWEEN 1 AND 64),
  number text CHECK (length(number) BETWEEN 1 AND 64),
  year integer,
  sequence integer CHECK (sequence > 0),
  title text CHECK (length(title) <= 200),
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  stage text CHECK (length(stage) BETWEEN 1 AND 64),
  workflow_snapshot jsonb,
  stage_entered_at timestamptz,
  client_id uuid,
  assigned_to uuid,
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  last_modified_by uuid,
  -- What search matches on: the number, the title and the form's text values, lower-cased by the server that
  -- knows the form, for the trigram index.
  search_text text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, module, number),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE RESTRICT
);
-- Keyset paging of a module's list on each of its orders (the id breaks ties), at 100,000 records per office.
CREATE INDEX records_updated_idx ON records (tenant_id, module, updated_at DESC, id DESC);
CREATE INDEX records_created_idx ON records (tenant_id, module, created_at DESC, id DESC);
CREATE INDEX records_stage_idx ON records (tenant_id, module, stage, updated_at DESC, id DESC);
CREATE INDEX records_client_idx ON records (tenant_id, module, client_id);
CREATE INDEX records_assignee_idx ON records (tenant_id, module, assigned_to);
CREATE INDEX records_search_idx ON records USING gin (search_text gin_trgm_ops);

-- The last number given in a module, per year of opening (year 0 when its format names no year).
CREATE TABLE record_sequences (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  module text NOT NULL CHECK (module ~ '^[a-z][a-z0-9-]{0,63}$'),
  year integer NOT NULL CHECK (year >= 0),
  last integer NOT NULL DEFAULT 0 CHECK (last >= 0),
  PRIMARY KEY (tenant_id, module, year)
);

ALTER TABLE records ENABLE ROW LEVEL SECURITY;
ALTER TABLE records FORCE ROW LEVEL SECURITY;
CREATE POLICY records_tenant ON records USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());

ALTER TABLE record_sequences ENABLE ROW LEVEL SECURITY;
ALTER TABLE record_sequences FORCE ROW LEVEL SECURITY;
CREATE POLICY record_sequences_tenant ON record_sequences USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());

GRANT SELECT, INSERT, UPDATE, DELETE ON records, record_sequences TO lishka_app;
