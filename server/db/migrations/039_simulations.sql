-- Stored simulations (issue 26, spec 2 §3 Simulation): a name, the client it was made for, what was calculated (a
-- complete or enhanced pension simulation, disability or survivors), the inputs as the user gave them and the result
-- the server computed from them (the server recomputes on every save and is the record), tags and whether the office
-- shares it (else only its author and the office's admins see it). A deleted simulation keeps its row (deleted_at) for
-- the audit trail. A deleted client leaves its simulations without a client. Forced row-level security shows only the
-- current tenant's rows.
CREATE TABLE simulations (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  client_id uuid,
  kind text NOT NULL CHECK (kind IN ('complete', 'enhanced', 'disability', 'survivors')),
  plan_type text,
  inputs jsonb NOT NULL CHECK (jsonb_typeof(inputs) = 'object'),
  result jsonb NOT NULL CHECK (jsonb_typeof(result) = 'object'),
  tags text[] NOT NULL DEFAULT '{}',
  is_shared boolean NOT NULL DEFAULT false,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE SET NULL (client_id)
);
CREATE INDEX simulations_list_idx ON simulations (tenant_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX simulations_client_idx ON simulations (tenant_id, client_id, created_at DESC) WHERE deleted_at IS NULL AND client_id IS NOT NULL;

ALTER TABLE simulations ENABLE ROW LEVEL SECURITY;
ALTER TABLE simulations FORCE ROW LEVEL SECURITY;
CREATE POLICY simulations_tenant ON simulations USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT, UPDATE ON simulations TO lishka_app;
