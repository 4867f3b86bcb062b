-- Per-user shares of the library's documents (issue 23, spec 2 §3's sharing permissions view, edit, sign and
-- manage): a document of any level may be shared with members of its office, each with one permission. A private
-- document shared with a member is seen by them; edit lets them change its details and upload versions; manage
-- lets them change its sharing and delete it as well; sign is view, kept for the e-signature issue. A share goes
-- with its document (ON DELETE CASCADE) and with its user. PostgreSQL 15 syntax (PGlite embeds 18; both accept it).
CREATE TABLE document_shares (
  tenant_id uuid NOT NULL,
  document_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  permission text NOT NULL CHECK (permission IN ('view', 'edit', 'sign', 'manage')),
  granted_by uuid,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, document_id, user_id),
  FOREIGN KEY (tenant_id, document_id) REFERENCES documents (tenant_id, id) ON DELETE CASCADE
);
-- The library's lists ask for the documents shared with the caller: one range of this index per call.
CREATE INDEX document_shares_user_idx ON document_shares (tenant_id, user_id, document_id);

ALTER TABLE document_shares ENABLE ROW LEVEL SECURITY;
ALTER TABLE document_shares FORCE ROW LEVEL SECURITY;
CREATE POLICY document_shares_tenant ON document_shares USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT, UPDATE, DELETE ON document_shares TO lishka_app;

-- A document's history (GET /api/pdf/docs/{id}/history) reads the office's audit entries of one entity, newest first.
CREATE INDEX audit_log_entity_idx ON audit_log (tenant_id, entity_id, seq DESC) WHERE entity_id IS NOT NULL;
