-- The forms an office builds itself with the form builder (issue 25): a FormDefinition of schemas/form.schema.json,
-- checked by the engine's checkFormDefinition before it is stored, kept with every version saved. The office's
-- client intake can be one of them, through the office's overrides (its change history and revert). PostgreSQL 15
-- syntax (PGlite embeds 18; both accept it). Tenant tables: forced row-level security shows only the current
-- tenant's rows.
CREATE TABLE office_forms (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The definition's own id (a kebab-case word), one per office among the forms not deleted.
  form_key text NOT NULL CHECK (form_key ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$' AND length(form_key) <= 60),
  category text CHECK (length(category) BETWEEN 1 AND 100),
  definition jsonb NOT NULL CHECK (jsonb_typeof(definition) = 'object'),
  -- The newest version saved (office_form_versions keeps each one).
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A deleted form stays with its versions (the audit names it); its form id is free again.
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX office_forms_key_idx ON office_forms (tenant_id, form_key) WHERE deleted_at IS NULL;
CREATE INDEX office_forms_list_idx ON office_forms (tenant_id, updated_at DESC, id) WHERE deleted_at IS NULL;

-- Every version of a form as it was saved, the first included; only ever added to.
CREATE TABLE office_form_versions (
  tenant_id uuid NOT NULL,
  form_id uuid NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  category text CHECK (length(category) BETWEEN 1 AND 100),
  definition jsonb NOT NULL CHECK (jsonb_typeof(definition) = 'object'),
  saved_by uuid,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, form_id, version),
  FOREIGN KEY (tenant_id, form_id) REFERENCES office_forms (tenant_id, id) ON DELETE CASCADE
);

ALTER TABLE office_forms ENABLE ROW LEVEL SECURITY;
ALTER TABLE office_forms FORCE ROW LEVEL SECURITY;
CREATE POLICY office_forms_tenant ON office_forms USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
ALTER TABLE office_form_versions ENABLE ROW LEVEL SECURITY;
ALTER TABLE office_form_versions FORCE ROW LEVEL SECURITY;
CREATE POLICY office_form_versions_tenant ON office_form_versions USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
-- A deletion is a mark (deleted_at): the application never removes a row.
GRANT SELECT, INSERT, UPDATE ON office_forms TO lishka_app;
GRANT SELECT, INSERT ON office_form_versions TO lishka_app;
