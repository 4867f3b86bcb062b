-- Workflows on clients and documents (issue 20): where an office type declares `workflows.client` or
-- `workflows.document`, each client's and each client document's run of it is a record of the records store, in
-- the subject's built-in collection (engine/modules/record-collections.ts). The run is linked to its subject by its
-- own column rather than by records.client_id: a client's records (client_id) keep a client from being deleted and
-- move with a merge, while a subject's run goes with its subject (ON DELETE CASCADE). One run per subject; the
-- records table keeps its forced row-level security. PostgreSQL 15 syntax (PGlite embeds 18; both accept it).
ALTER TABLE records ADD COLUMN subject_client_id uuid;
ALTER TABLE records ADD COLUMN document_id uuid;
ALTER TABLE records ADD CONSTRAINT records_subject_client_fk FOREIGN KEY (tenant_id, subject_client_id) REFERENCES clients (tenant_id, id) ON DELETE CASCADE;
ALTER TABLE records ADD CONSTRAINT records_document_fk FOREIGN KEY (tenant_id, document_id) REFERENCES client_documents (tenant_id, id) ON DELETE CASCADE;
ALTER TABLE records ADD CONSTRAINT records_one_subject CHECK (subject_client_id IS NULL OR document_id IS NULL);
CREATE UNIQUE INDEX records_subject_client_idx ON records (tenant_id, subject_client_id) WHERE subject_client_id IS NOT NULL;
CREATE UNIQUE INDEX records_document_idx ON records (tenant_id, document_id) WHERE document_id IS NOT NULL;
