-- Signing workflows (issue 24, spec 2 §3–§4): a document of the library sent to people to review, approve and
-- sign, in order or not, each from a link of their own. The statechart (engine/signing) decides every move; these
-- tables keep its state (the workflow's status, each participant's), the boxes to fill on the document's pages,
-- the links (a random token, kept only as its SHA-256) and the trail the certificate prints. PostgreSQL 15 syntax
-- (PGlite embeds 18; both accept it). Tenant tables: forced row-level security shows only the current tenant's rows.
CREATE TABLE signing_workflows (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  document_id uuid NOT NULL,
  -- The version of the document that was sent: what every participant sees and signs.
  document_version integer NOT NULL CHECK (document_version >= 1),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  message text NOT NULL DEFAULT '' CHECK (length(message) <= 2000),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'review', 'approved', 'rejected', 'signing', 'completed', 'cancelled', 'in_progress')),
  require_order boolean NOT NULL DEFAULT true,
  allow_decline boolean NOT NULL DEFAULT true,
  send_reminders boolean NOT NULL DEFAULT true,
  -- Hours between reminders to a participant whose turn it is.
  reminder_interval integer NOT NULL DEFAULT 48 CHECK (reminder_interval BETWEEN 1 AND 720),
  -- true: the link alone opens the document; false: a one-time code e-mailed to the participant comes first.
  public_access boolean NOT NULL DEFAULT false,
  -- Days a link works from when it was sent.
  link_days integer NOT NULL DEFAULT 14 CHECK (link_days BETWEEN 1 AND 90),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  completed_at timestamptz,
  -- The SHA-256 of the version sent, and of the sealed PDF the completion stored as a new version of the document.
  original_sha256 text CHECK (original_sha256 ~ '^[0-9a-f]{64}$'),
  sealed_sha256 text CHECK (sealed_sha256 ~ '^[0-9a-f]{64}$'),
  sealed_version integer CHECK (sealed_version >= 1),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, document_id) REFERENCES documents (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX signing_workflows_list_idx ON signing_workflows (tenant_id, status, updated_at DESC, id DESC);
CREATE INDEX signing_workflows_document_idx ON signing_workflows (tenant_id, document_id);
-- /verify finds a sealed PDF by its hash, in any office (through signing_seal_lookup).
CREATE UNIQUE INDEX signing_workflows_sealed_idx ON signing_workflows (sealed_sha256) WHERE sealed_sha256 IS NOT NULL;

CREATE TABLE signing_participants (
  tenant_id uuid NOT NULL,
  workflow_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  role text NOT NULL CHECK (role IN ('reviewer', 'approver', 'signer', 'observer')),
  -- Their place in the order (1 first); equal places act in parallel.
  position integer NOT NULL CHECK (position BETWEEN 1 AND 100),
  -- A member of the office, or null for someone outside it.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone text CHECK (phone ~ '^[0-9+]{6,20}$'),
  language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'signed', 'declined', 'expired', 'completed')),
  acted_at timestamptz,
  decline_reason text CHECK (length(decline_reason) <= 1000),
  -- The link: the SHA-256 of its random token, when it ends, when it was sent and last reminded of.
  token_hash bytea UNIQUE,
  link_expires_at timestamptz,
  link_sent_at timestamptz,
  reminded_at timestamptz,
  -- The one-time code before signing (public_access false): its hash, when it ends, tries, and when this link passed it.
  code_hash bytea,
  code_expires_at timestamptz,
  code_attempts integer NOT NULL DEFAULT 0,
  code_verified_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, workflow_id) REFERENCES signing_workflows (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX signing_participants_workflow_idx ON signing_participants (tenant_id, workflow_id, position);
-- "Waiting for me": the workflows where a member takes part.
CREATE INDEX signing_participants_user_idx ON signing_participants (tenant_id, user_id) WHERE user_id IS NOT NULL;

-- The boxes to fill on the document's pages, each for one participant. Position and size are fractions of the
-- page (0–1, from its top left corner, as the screen shows it), so they hold at any zoom.
CREATE TABLE signing_fields (
  tenant_id uuid NOT NULL,
  workflow_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  participant_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('signature', 'initials', 'date', 'text', 'checkbox')),
  page integer NOT NULL CHECK (page BETWEEN 1 AND 1000),
  x real NOT NULL CHECK (x >= 0 AND x <= 1),
  y real NOT NULL CHECK (y >= 0 AND y <= 1),
  width real NOT NULL CHECK (width > 0 AND width <= 1),
  height real NOT NULL CHECK (height > 0 AND height <= 1),
  required boolean NOT NULL DEFAULT true,
  label text NOT NULL DEFAULT '' CHECK (length(label) <= 100),
  -- What the participant filled: the text, the date (YYYY-MM-DD), 'true'/'false', or the typed signature's words.
  value text CHECK (length(value) <= 1000),
  -- A drawn or uploaded signature or initials (PNG or JPEG), and how it was made.
  image bytea CHECK (octet_length(image) <= 1048576),
  signature_method text CHECK (signature_method IN ('drawn', 'typed', 'uploaded')),
  filled_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, workflow_id) REFERENCES signing_workflows (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, participant_id) REFERENCES signing_participants (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX signing_fields_workflow_idx ON signing_fields (tenant_id, workflow_id, page);

-- The trail of a workflow: every send, view, code, act, reminder, resend, cancel and completion, with when, from
-- which address and browser. The audit certificate prints it; the audit log keeps the state changes as well.
CREATE TABLE signing_events (
  tenant_id uuid NOT NULL,
  workflow_id uuid NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  participant_id uuid,
  event text NOT NULL CHECK (event ~ '^[a-z][a-z_]*$'),
  actor_user_id uuid,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  ip text,
  user_agent text CHECK (length(user_agent) <= 500),
  detail jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(detail) = 'object'),
  PRIMARY KEY (tenant_id, seq),
  FOREIGN KEY (tenant_id, workflow_id) REFERENCES signing_workflows (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX signing_events_workflow_idx ON signing_events (tenant_id, workflow_id, seq);

ALTER TABLE signing_workflows ENABLE ROW LEVEL SECURITY;
ALTER TABLE signing_workflows FORCE ROW LEVEL SECURITY;
CREATE POLICY signing_workflows_tenant ON signing_workflows USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
ALTER TABLE signing_participants ENABLE ROW LEVEL SECURITY;
ALTER TABLE signing_participants FORCE ROW LEVEL SECURITY;
CREATE POLICY signing_participants_tenant ON signing_participants USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
ALTER TABLE signing_fields ENABLE ROW LEVEL SECURITY;
ALTER TABLE signing_fields FORCE ROW LEVEL SECURITY;
CREATE POLICY signing_fields_tenant ON signing_fields USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
ALTER TABLE signing_events ENABLE ROW LEVEL SECURITY;
ALTER TABLE signing_events FORCE ROW LEVEL SECURITY;
CREATE POLICY signing_events_tenant ON signing_events USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT, UPDATE, DELETE ON signing_workflows, signing_participants, signing_fields TO lishka_app;
-- The trail is only ever added to.
GRANT SELECT, INSERT ON signing_events TO lishka_app;

-- A signing link's participant, workflow and office, by the hash of its token (past row-level security, that one
-- row only): the public signing page learns which office to act in, then acts under that office's security.
CREATE FUNCTION signing_link_lookup(hash bytea)
  RETURNS TABLE (participant_id uuid, workflow_id uuid, tenant_id uuid, tenant_slug text)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT p.id, p.workflow_id, p.tenant_id, t.slug
    FROM signing_participants p JOIN tenants t ON t.id = p.tenant_id
    WHERE p.token_hash = hash
  $$;
GRANT EXECUTE ON FUNCTION signing_link_lookup(bytea) TO lishka_app;

-- The workflow whose sealed PDF has this SHA-256, and its office (past row-level security, that one row only): /verify.
CREATE FUNCTION signing_seal_lookup(sha text)
  RETURNS TABLE (workflow_id uuid, tenant_id uuid, tenant_slug text)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT w.id, w.tenant_id, t.slug
    FROM signing_workflows w JOIN tenants t ON t.id = w.tenant_id
    WHERE w.sealed_sha256 = sha
  $$;
GRANT EXECUTE ON FUNCTION signing_seal_lookup(text) TO lishka_app;
