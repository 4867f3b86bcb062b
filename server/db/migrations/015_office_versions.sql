-- Tenant administration (issue 8): every saved change of an office's customisation is a version.
-- PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement).

-- The office's overrides of its office type (tenants.overrides) as each save left them, numbered from 1 per
-- office. The newest version is what tenants.overrides holds; a revert saves an earlier version's overrides as
-- a new version, so nothing is ever lost. Append-only for the application.
CREATE TABLE office_versions (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  -- Calls name a version by id; its number is for people, counted per office.
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  version integer NOT NULL CHECK (version > 0),
  overrides jsonb NOT NULL CHECK (jsonb_typeof(overrides) = 'object'),
  -- The top-level parts that changed against the version before (terminology, features, ui.theme…).
  changed text[] NOT NULL DEFAULT '{}',
  reverted_from integer,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, version)
);

ALTER TABLE office_versions ENABLE ROW LEVEL SECURITY;
ALTER TABLE office_versions FORCE ROW LEVEL SECURITY;
CREATE POLICY office_versions_tenant ON office_versions
  USING (tenant_id = app_current_tenant())
  WITH CHECK (tenant_id = app_current_tenant());

GRANT SELECT, INSERT ON office_versions TO lishka_app;
