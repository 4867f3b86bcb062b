-- XML intake (issue 27, spec 2 §3 XML document): the clearing house's files an office uploads, the XSDs it validates
-- them against, what each transformation produced, and the policies read from each holdings file (linked to the
-- office's clients by the member's ID number). A deleted document or schema keeps its row (deleted_at) for the audit
-- trail. Forced row-level security shows only the current tenant's rows.

-- The office's own XSDs (the shipped holdings schema is not a row: it comes with the product).
CREATE TABLE xml_schemas (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text CHECK (length(description) <= 1000),
  root_element text,
  xsd text NOT NULL CHECK (length(xsd) BETWEEN 1 AND 2000000),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX xml_schemas_list_idx ON xml_schemas (tenant_id, name) WHERE deleted_at IS NULL;

-- One uploaded XML file (a .xml or .dat, or one taken out of a zip). schema_id is the office's XSD it was validated
-- against; NULL with validation_result set means the shipped holdings schema. The business data (spec 2 §3: policy
-- number, client id, amount, effective date) is read from the file; holdings_summary keeps the counts the list shows.
CREATE TABLE xml_documents (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  file_size bigint NOT NULL CHECK (file_size >= 0),
  storage_key text NOT NULL,
  checksum text NOT NULL,
  archive_name text,
  description text CHECK (length(description) <= 1000),
  tags text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'validated', 'invalid', 'transformed', 'failed')),
  validation_status text CHECK (validation_status IN ('valid', 'invalid')),
  validation_result jsonb CHECK (validation_result IS NULL OR jsonb_typeof(validation_result) = 'object'),
  validated_at timestamptz,
  schema_id uuid,
  root_element text,
  namespace text,
  encoding text,
  element_count integer,
  policy_number text,
  client_id_number text,
  amount numeric(17, 2),
  effective_date date,
  holdings_summary jsonb,
  uploaded_by uuid,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, schema_id) REFERENCES xml_schemas (tenant_id, id) ON DELETE SET NULL (schema_id)
);
CREATE INDEX xml_documents_list_idx ON xml_documents (tenant_id, uploaded_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX xml_documents_status_idx ON xml_documents (tenant_id, status, uploaded_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX xml_documents_tags_idx ON xml_documents USING gin (tags) WHERE deleted_at IS NULL;

-- What a transformation produced: its type (json, flat, business), the output format, the field mapping the user chose,
-- and the file it wrote (or why it failed).
CREATE TABLE xml_transformations (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  document_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('json', 'flat', 'business')),
  output_format text NOT NULL CHECK (output_format IN ('json', 'csv', 'xlsx')),
  rules jsonb,
  success boolean NOT NULL,
  error jsonb,
  storage_key text,
  file_size bigint,
  row_count integer,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, document_id) REFERENCES xml_documents (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX xml_transformations_document_idx ON xml_transformations (tenant_id, document_id, created_at DESC);

-- The policies a holdings file reports, one row per HeshbonOPolisa: the member (ID number, name), the product and
-- policy, the balance, deposits and fees, and the office's client with that ID number once linked. A client's page
-- shows the rows of the latest file that names each of their policies.
CREATE TABLE xml_holdings (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  document_id uuid NOT NULL,
  client_id uuid,
  member_id_number text NOT NULL,
  member_name text,
  producer_name text,
  product_type smallint,
  policy_number text NOT NULL,
  plan_name text,
  policy_status smallint,
  valuation_date date,
  balance numeric(17, 2),
  monthly_deposit numeric(17, 2),
  deposit_fee_pct numeric(7, 4),
  balance_fee_pct numeric(7, 4),
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, document_id) REFERENCES xml_documents (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE SET NULL (client_id)
);
CREATE INDEX xml_holdings_document_idx ON xml_holdings (tenant_id, document_id);
CREATE INDEX xml_holdings_member_idx ON xml_holdings (tenant_id, member_id_number);
CREATE INDEX xml_holdings_client_idx ON xml_holdings (tenant_id, client_id, policy_number) WHERE client_id IS NOT NULL;

ALTER TABLE xml_schemas ENABLE ROW LEVEL SECURITY;
ALTER TABLE xml_schemas FORCE ROW LEVEL SECURITY;
CREATE POLICY xml_schemas_tenant ON xml_schemas USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT, UPDATE ON xml_schemas TO lishka_app;

ALTER TABLE xml_documents ENABLE ROW LEVEL SECURITY;
ALTER TABLE xml_documents FORCE ROW LEVEL SECURITY;
CREATE POLICY xml_documents_tenant ON xml_documents USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT, UPDATE ON xml_documents TO lishka_app;

ALTER TABLE xml_transformations ENABLE ROW LEVEL SECURITY;
ALTER TABLE xml_transformations FORCE ROW LEVEL SECURITY;
CREATE POLICY xml_transformations_tenant ON xml_transformations USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT ON xml_transformations TO lishka_app;

-- A newer file replaces a document's holdings (delete then insert), so the app may delete these rows.
ALTER TABLE xml_holdings ENABLE ROW LEVEL SECURITY;
ALTER TABLE xml_holdings FORCE ROW LEVEL SECURITY;
CREATE POLICY xml_holdings_tenant ON xml_holdings USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT, UPDATE, DELETE ON xml_holdings TO lishka_app;
