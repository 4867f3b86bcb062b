-- Clients and leads, their notes, activities, documents and communications, and opportunities (spec 2 §3).
-- PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement). Every table is a tenant table:
-- tenant_id leads its primary key and every foreign key, and forced row-level security shows only the
-- current tenant's rows.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A client, or a lead (kind = 'lead': a client in the lead pipeline, with a status and a score).
-- Address and professional details are small objects kept whole; `intake` holds the fields the office
-- type's client-intake form adds (a medical office's insurance provider, a legal office's matter type…),
-- validated against that form's JSON Schema before they are stored.
CREATE TABLE clients (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL DEFAULT 'client' CHECK (kind IN ('client', 'lead')),
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 2 AND 50),
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 2 AND 50),
  id_number text CHECK (id_number ~ '^[0-9]{9}$'),
  birth_date date,
  gender text CHECK (gender IN ('male', 'female', 'other')),
  email text CHECK (length(email) <= 100),
  phone text CHECK (length(phone) <= 20),
  mobile_phone text CHECK (length(mobile_phone) <= 20),
  fax text CHECK (length(fax) <= 20),
  preferred_contact text CHECK (preferred_contact IN ('email', 'phone', 'sms', 'whatsapp')),
  address jsonb NOT NULL DEFAULT '{}'::jsonb,
  professional jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'pending')),
  priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high')),
  tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 10),
  notes text CHECK (length(notes) <= 1000),
  assigned_to uuid,
  lead_status text CHECK (lead_status IN ('new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost')),
  lead_score integer CHECK (lead_score BETWEEN 0 AND 100),
  source text CHECK (length(source) <= 100),
  intake jsonb NOT NULL DEFAULT '{}'::jsonb,
  last_contact_date timestamptz,
  next_follow_up_date timestamptz,
  follow_up_notes text CHECK (length(follow_up_notes) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  last_modified_by uuid,
  -- What search matches on: names, e-mail, phones and ID number, lower-cased, for the trigram index.
  search_text text GENERATED ALWAYS AS (
    lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(mobile_phone, '') || ' ' || coalesce(id_number, ''))
  ) STORED,
  PRIMARY KEY (tenant_id, id),
  CHECK ((kind = 'lead') = (lead_status IS NOT NULL))
);
-- One client per e-mail address in an office (spec 2 §5: a client with the same e-mail already exists).
CREATE UNIQUE INDEX clients_email_key ON clients (tenant_id, lower(email)) WHERE email IS NOT NULL;
CREATE INDEX clients_id_number_idx ON clients (tenant_id, id_number) WHERE id_number IS NOT NULL;
-- Keyset paging on each sort of spec 2 §5 (the id breaks ties).
CREATE INDEX clients_created_idx ON clients (tenant_id, created_at DESC, id DESC);
CREATE INDEX clients_updated_idx ON clients (tenant_id, updated_at DESC, id DESC);
CREATE INDEX clients_first_name_idx ON clients (tenant_id, first_name, id);
CREATE INDEX clients_last_name_idx ON clients (tenant_id, last_name, id);
CREATE INDEX clients_last_contact_idx ON clients (tenant_id, last_contact_date DESC NULLS LAST, id DESC);
CREATE INDEX clients_follow_up_idx ON clients (tenant_id, next_follow_up_date) WHERE next_follow_up_date IS NOT NULL;
CREATE INDEX clients_tags_idx ON clients USING gin (tags);
CREATE INDEX clients_search_idx ON clients USING gin (search_text gin_trgm_ops);

CREATE TABLE client_notes (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  content text NOT NULL CHECK (length(content) BETWEEN 1 AND 1000),
  type text NOT NULL DEFAULT 'general' CHECK (type IN ('general', 'meeting', 'call', 'email', 'task')),
  important boolean NOT NULL DEFAULT false,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX client_notes_client_idx ON client_notes (tenant_id, client_id, created_at DESC);

-- What happened to a client, recorded by the server as it happens (spec 2 §3), plus the lead pipeline's
-- own activity types (email, phone, meeting, note, task, deal_update, document_shared).
CREATE TABLE client_activities (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN (
    'created', 'updated', 'contacted', 'document_added', 'note_added', 'status_changed',
    'email', 'phone', 'meeting', 'note', 'task', 'deal_update', 'document_shared', 'follow_up_set', 'follow_up_completed', 'merged'
  )),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  performed_by uuid,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX client_activities_client_idx ON client_activities (tenant_id, client_id, occurred_at DESC, id DESC);
CREATE INDEX client_activities_time_idx ON client_activities (tenant_id, occurred_at DESC);

-- A file attached to a client; the bytes live in the storage interface under storage_key.
CREATE TABLE client_documents (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  type text NOT NULL DEFAULT 'other' CHECK (type ~ '^[a-z][a-z0-9_-]{0,39}$'),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  storage_key text NOT NULL,
  uploaded_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX client_documents_client_idx ON client_documents (tenant_id, client_id, created_at DESC);

-- The communications log: a call, e-mail, meeting or message with a client.
CREATE TABLE client_communications (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('email', 'phone', 'sms', 'whatsapp', 'meeting', 'letter', 'other')),
  notes text NOT NULL DEFAULT '' CHECK (length(notes) <= 1000),
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX client_communications_client_idx ON client_communications (tenant_id, client_id, created_at DESC);

-- A deal with a client (feature 'opportunities'), in ILS, moving through the pipeline's stages; `position`
-- orders the cards of a stage on the board.
CREATE TABLE opportunities (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 2 AND 200),
  value numeric(14, 2) NOT NULL DEFAULT 0 CHECK (value >= 0),
  currency text NOT NULL DEFAULT 'ILS' CHECK (currency = 'ILS'),
  stage text NOT NULL DEFAULT 'new' CHECK (stage IN ('new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost')),
  expected_close_date date,
  owner_id uuid,
  position integer NOT NULL DEFAULT 0,
  notes text CHECK (length(notes) <= 1000),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX opportunities_stage_idx ON opportunities (tenant_id, stage, position);
CREATE INDEX opportunities_client_idx ON opportunities (tenant_id, client_id);

ALTER TABLE clients ENABLE ROW LEVEL SECURITY;
ALTER TABLE clients FORCE ROW LEVEL SECURITY;
CREATE POLICY clients_tenant ON clients USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());

ALTER TABLE client_notes ENABLE ROW LEVEL SECURITY;
ALTER TABLE client_notes FORCE ROW LEVEL SECURITY;
CREATE POLICY client_notes_tenant ON client_notes USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());

ALTER TABLE client_activities ENABLE ROW LEVEL SECURITY;
ALTER TABLE client_activities FORCE ROW LEVEL SECURITY;
CREATE POLICY client_activities_tenant ON client_activities USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());

ALTER TABLE client_documents ENABLE ROW LEVEL SECURITY;
ALTER TABLE client_documents FORCE ROW LEVEL SECURITY;
CREATE POLICY client_documents_tenant ON client_documents USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());

ALTER TABLE client_communications ENABLE ROW LEVEL SECURITY;
ALTER TABLE client_communications FORCE ROW LEVEL SECURITY;
CREATE POLICY client_communications_tenant ON client_communications USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());

ALTER TABLE opportunities ENABLE ROW LEVEL SECURITY;
ALTER TABLE opportunities FORCE ROW LEVEL SECURITY;
CREATE POLICY opportunities_tenant ON opportunities USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());

GRANT SELECT, INSERT, UPDATE, DELETE ON clients, client_notes, client_activities, client_documents, client_communications, opportunities TO lishka_app;
