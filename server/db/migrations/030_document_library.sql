-- The office's document library (issue 23): one table of documents for the office, of which a client's
-- attachments are the ones linked to a client. client_documents is renamed, so every row keeps its id and every
-- foreign key that names it (records.document_id of the document workflows, migration 024) follows it; its
-- row-level security policy and its grants go with it. PostgreSQL 15 syntax (PGlite embeds 18; both accept it).
ALTER TABLE client_documents RENAME TO documents;
ALTER POLICY client_documents_tenant ON documents RENAME TO documents_tenant;
ALTER INDEX client_documents_client_idx RENAME TO documents_client_idx;
ALTER INDEX client_documents_created_idx RENAME TO documents_created_idx;

-- A document of the library may stand alone, or belong to a client, a record or both.
ALTER TABLE documents ALTER COLUMN client_id DROP NOT NULL;
-- A draft made without a file (POST /api/pdf/docs) has no file name, content type or stored file until its first
-- version is uploaded (its size is 0).
ALTER TABLE documents ALTER COLUMN storage_key DROP NOT NULL;
ALTER TABLE documents ALTER COLUMN file_name DROP NOT NULL;
ALTER TABLE documents ALTER COLUMN content_type DROP NOT NULL;

-- Sharing defaults to organization: every attachment of today was seen by every member of its office and changed
-- by any who may change clients, which is what organization means (spec 2 §3); a narrower level is a choice its
-- owner makes, never a migration's. The owner is who uploaded it.
ALTER TABLE documents
  ADD COLUMN name text,
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'draft', 'archived', 'expired', 'pending', 'approved', 'rejected', 'in_review')),
  ADD COLUMN tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 20 AND array_position(tags, NULL) IS NULL),
  ADD COLUMN description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  ADD COLUMN record_id uuid,
  ADD COLUMN checksum text CHECK (checksum ~ '^[0-9a-f]{64}$'),
  ADD COLUMN sharing text NOT NULL DEFAULT 'organization' CHECK (sharing IN ('private', 'team', 'organization', 'public')),
  ADD COLUMN owner_id uuid,
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 0),
  -- The text inside the file (a PDF's, a DOCX's), where the server could read it, for search.
  ADD COLUMN extracted_text text NOT NULL DEFAULT '',
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN search tsvector NOT NULL DEFAULT ''::tsvector;
UPDATE documents SET name = file_name, owner_id = uploaded_by, updated_at = created_at;
ALTER TABLE documents ALTER COLUMN name SET NOT NULL;
ALTER TABLE documents ADD CONSTRAINT documents_name_length CHECK (length(name) BETWEEN 1 AND 255);
-- A draft has no file (version 0); a document with a file has its key, name and content type.
ALTER TABLE documents ADD CONSTRAINT documents_file_or_draft CHECK (
  (version = 0) = (storage_key IS NULL) AND (storage_key IS NULL) = (file_name IS NULL) AND (storage_key IS NULL) = (content_type IS NULL)
);
-- A record's deletion leaves its documents in the library, unlinked.
ALTER TABLE documents ADD CONSTRAINT documents_record_fk FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id) ON DELETE SET NULL (record_id);

-- What search matches: the name, the file name (split at its dots, dashes and underscores), the tags, the
-- description and the text inside the file, in the simple configuration (no stemming: Hebrew has none here, and a
-- name is matched as written). Kept by a trigger, as array_to_string is not immutable enough for a generated column.
CREATE FUNCTION documents_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', translate(coalesce(NEW.file_name, ''), '._-', '   ')), 'A') ||
    setweight(to_tsvector('simple', translate(array_to_string(NEW.tags, ' '), '_-', '  ')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'C') ||
    setweight(to_tsvector('simple', left(coalesce(NEW.extracted_text, ''), 500000)), 'D');
  RETURN NEW;
END
$$;
CREATE TRIGGER documents_search BEFORE INSERT OR UPDATE OF name, file_name, tags, description, extracted_text ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_search_vector();
UPDATE documents SET name = name;

CREATE INDEX documents_search_idx ON documents USING gin (search);
CREATE INDEX documents_tags_idx ON documents USING gin (tags);
CREATE INDEX documents_record_idx ON documents (tenant_id, record_id) WHERE record_id IS NOT NULL;
CREATE INDEX documents_type_idx ON documents (tenant_id, type, created_at DESC);
CREATE INDEX documents_updated_idx ON documents (tenant_id, updated_at DESC, id DESC);

-- Every file a document has had, the current one included: uploading a new file to a document adds a version and
-- keeps the ones before, each downloadable. The document's own file columns repeat its current version's.
CREATE TABLE document_versions (
  tenant_id uuid NOT NULL,
  document_id uuid NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  storage_key text NOT NULL,
  checksum text CHECK (checksum ~ '^[0-9a-f]{64}$'),
  uploaded_by uuid,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, document_id, version),
  FOREIGN KEY (tenant_id, document_id) REFERENCES documents (tenant_id, id) ON DELETE CASCADE
);
-- Today's attachments are their documents' first versions (their checksums unknown until read again).
INSERT INTO document_versions (tenant_id, document_id, version, file_name, content_type, size_bytes, storage_key, uploaded_by, uploaded_at)
  SELECT tenant_id, id, 1, file_name, content_type, size_bytes, storage_key, uploaded_by, created_at FROM documents;

ALTER TABLE document_versions ENABLE ROW LEVEL SECURITY;
ALTER TABLE document_versions FORCE ROW LEVEL SECURITY;
CREATE POLICY document_versions_tenant ON document_versions USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
GRANT SELECT, INSERT, UPDATE, DELETE ON document_versions TO lishka_app;
