-- The document templates an office writes itself (issue 23), beside the ones its office type declares: the same
-- shape as schemas/documents.schema.json#/definitions/template, its id given by the server. The server checks a
-- template against that schema and the loader's checks before it is stored; the database keeps its outline.
-- PostgreSQL 15 syntax (PGlite embeds 18; both accept it). A tenant table: forced row-level security shows only the
-- current tenant's rows.
CREATE TABLE document_templates (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  document_type text NOT NULL CHECK (document_type ~ '^[a-z][a-z0-9-]*$'),
  name jsonb NOT NULL CHECK (jsonb_typeof(name) = 'object'),
  description jsonb CHECK (description IS NULL OR jsonb_typeof(description) = 'object'),
  -- The module whose records it is produced for; null: for a client.
  module text CHECK (module ~ '^[a-z][a-z0-9-]*$'),
  outputs text[] NOT NULL DEFAULT '{pdf}' CHECK (cardinality(outputs) >= 1 AND outputs <@ ARRAY['pdf', 'docx']::text[]),
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  blocks jsonb NOT NULL CHECK (jsonb_typeof(blocks) = 'array' AND jsonb_array_length(blocks) >= 1),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX document_templates_type_idx ON document_templates (tenant_id, document_type, created_at);

ALTER TABLE document_templates ENABLE ROW LEVEL SECURITY;
ALTER TABLE document_templates FORCE ROW LEVEL SECURITY;
CREATE POLICY document_templates_tenant ON document_templates USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT, UPDATE, DELETE ON document_templates TO lishka_app;
