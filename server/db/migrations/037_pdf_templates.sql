-- PDF templates (issue 25, spec 2 §3): a PDF of the office's library with fields placed on its pages, filled into a
-- new PDF on demand. The PDF is a document of the library (the office's upload policy, its sharing and its versions);
-- the template keeps which version its fields were placed on. Fields are a JSON array checked by the API
-- (engine/pdf-forms): id, name, type, label, required, placeholder, page, x, y, width, height (fractions of the page
-- from its top left, as signing_fields), options, validation. A deleted template keeps its row (deleted_at) for the
-- audit trail; the library document stays. Forced row-level security shows only the current tenant's rows.
CREATE TABLE pdf_templates (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  document_id uuid NOT NULL,
  document_version integer NOT NULL CHECK (document_version >= 1),
  page_count integer NOT NULL CHECK (page_count BETWEEN 1 AND 1000),
  fields jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(fields) = 'array'),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, document_id) REFERENCES documents (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX pdf_templates_list_idx ON pdf_templates (tenant_id, updated_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX pdf_templates_document_idx ON pdf_templates (tenant_id, document_id) WHERE deleted_at IS NULL;

ALTER TABLE pdf_templates ENABLE ROW LEVEL SECURITY;
ALTER TABLE pdf_templates FORCE ROW LEVEL SECURITY;
CREATE POLICY pdf_templates_tenant ON pdf_templates USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT, UPDATE ON pdf_templates TO lishka_app;
