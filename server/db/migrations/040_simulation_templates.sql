-- Simulation templates an office's people save (issue 26, spec 2 §3 Template: name, description, category), beside
-- the ones its office type declares (simulations.templates in the office type's JSON, never stored): what the
-- template calculates and the inputs it fills in, checked by the engine when saved. Office-wide: every member who
-- uses simulations starts from them; its author or an admin deletes one, and the row stays (deleted_at) for the audit
-- trail. Forced row-level security shows only the current tenant's rows.
CREATE TABLE simulation_templates (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text CHECK (description IS NULL OR length(description) <= 1000),
  category text NOT NULL CHECK (category IN ('retirement', 'young', 'family', 'business', 'near-retirement', 'personal', 'professional', 'educational')),
  kind text NOT NULL CHECK (kind IN ('complete', 'enhanced', 'disability', 'survivors')),
  inputs jsonb NOT NULL CHECK (jsonb_typeof(inputs) = 'object'),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX simulation_templates_list_idx ON simulation_templates (tenant_id, created_at) WHERE deleted_at IS NULL;

ALTER TABLE simulation_templates ENABLE ROW LEVEL SECURITY;
ALTER TABLE simulation_templates FORCE ROW LEVEL SECURITY;
CREATE POLICY simulation_templates_tenant ON simulation_templates USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT, UPDATE ON simulation_templates TO lishka_app;
