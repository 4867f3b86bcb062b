-- The audit log (issue 8): a tamper-evident hash chain per tenant, and each office's audit settings.
-- PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement).

-- Each entry carries its place in its tenant's chain (seq 1, 2, 3…), the hash of the entry before it
-- (prev_hash; the genesis value, 64 zeros, for the first) and its own hash: sha256 over prev_hash and a
-- canonical text of its fields. Changing, removing or reordering an entry breaks the chain from there on.
ALTER TABLE audit_log ADD COLUMN seq bigint, ADD COLUMN prev_hash text, ADD COLUMN hash text;

-- The hash of an entry: sha256, hex, of its prev_hash, a bar, and its fields as a JSON array. The time is
-- written in UTC with microseconds, so the text does not depend on the session's time zone or date style;
-- before and after are wrapped, so that SQL null and JSON null differ.
CREATE FUNCTION audit_entry_hash(e audit_log) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT encode(sha256(convert_to(coalesce(e.prev_hash, '') || '|' || jsonb_build_array(
      e.tenant_id::text, e.id::text, e.seq,
      to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      e.user_id::text, e.event_type, e.service_name, e.entity_type, e.entity_id,
      CASE WHEN e.before IS NULL THEN NULL ELSE jsonb_build_array(e.before) END,
      CASE WHEN e.after IS NULL THEN NULL ELSE jsonb_build_array(e.after) END,
      e.success, e.ip, e.user_agent
    )::text, 'UTF8')), 'hex')
  $$;

-- Where a tenant's chain starts when an operator has pruned its oldest entries (retention): the seq and hash
-- of the last entry removed. Written only by the operator's pruning job, never by the application.
CREATE TABLE audit_chain_anchors (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  seq bigint NOT NULL CHECK (seq > 0),
  hash text NOT NULL,
  pruned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, seq)
);
ALTER TABLE audit_chain_anchors ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_chain_anchors FORCE ROW LEVEL SECURITY;
CREATE POLICY audit_chain_anchors_tenant_read ON audit_chain_anchors FOR SELECT USING (tenant_id = app_current_tenant());

-- Entries written before this migration are chained in the order they happened (then by id), per tenant.
DO $$
DECLARE
  r audit_log;
  current_tenant uuid;
  previous text;
  n bigint;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY tenant_id, occurred_at, id LOOP
    IF current_tenant IS DISTINCT FROM r.tenant_id THEN
      current_tenant := r.tenant_id;
      previous := repeat('0', 64);
      n := 0;
    END IF;
    n := n + 1;
    r.seq := n;
    r.prev_hash := previous;
    r.hash := audit_entry_hash(r);
    UPDATE audit_log SET seq = r.seq, prev_hash = r.prev_hash, hash = r.hash WHERE tenant_id = r.tenant_id AND id = r.id;
    previous := r.hash;
  END LOOP;
END
$$;

ALTER TABLE audit_log ALTER COLUMN seq SET NOT NULL, ALTER COLUMN prev_hash SET NOT NULL, ALTER COLUMN hash SET NOT NULL;
CREATE UNIQUE INDEX audit_log_chain_idx ON audit_log (tenant_id, seq);
-- The search filters by event type most often, newest first.
CREATE INDEX audit_log_event_time_idx ON audit_log (tenant_id, event_type, occurred_at DESC);

-- Every insert is chained, whatever it says of seq and the hashes: inserts of one tenant take turns (an advisory
-- lock per tenant, held to the end of the transaction), each reads the tenant's last entry and follows it.
-- SECURITY DEFINER: the last entry is read past row-level security, so the chain is right whoever inserts.
CREATE FUNCTION audit_log_chain() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public
  AS $$
  DECLARE
    last_seq bigint;
    last_hash text;
  BEGIN
    PERFORM pg_advisory_xact_lock(8013, hashtext(NEW.tenant_id::text));
    SELECT a.seq, a.hash INTO last_seq, last_hash FROM audit_log a WHERE a.tenant_id = NEW.tenant_id ORDER BY a.seq DESC LIMIT 1;
    IF last_seq IS NULL THEN
      SELECT c.seq, c.hash INTO last_seq, last_hash FROM audit_chain_anchors c WHERE c.tenant_id = NEW.tenant_id ORDER BY c.seq DESC LIMIT 1;
    END IF;
    NEW.seq := coalesce(last_seq, 0) + 1;
    NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
    NEW.hash := audit_entry_hash(NEW);
    RETURN NEW;
  END
  $$;
REVOKE ALL ON FUNCTION audit_log_chain() FROM PUBLIC;
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();

-- Walks the current tenant's chain in seq order (under row-level security: SECURITY INVOKER) and answers how
-- many entries it checked and the first broken one, if any: 'seq-gap' (an entry before it is missing, or its
-- seq was changed), 'prev-hash-mismatch' (its link does not match the entry before) or 'hash-mismatch' (its
-- fields no longer match its hash: it was altered).
CREATE FUNCTION audit_chain_verify()
  RETURNS TABLE (checked bigint, broken_id uuid, broken_seq bigint, broken_at timestamptz, reason text)
  LANGUAGE sql STABLE SECURITY INVOKER
  AS $$
    WITH anchor AS (
      SELECT coalesce(max(c.seq), 0) AS seq, coalesce((array_agg(c.hash ORDER BY c.seq DESC))[1], repeat('0', 64)) AS hash
      FROM audit_chain_anchors c WHERE c.tenant_id = app_current_tenant()
    ),
    walked AS (
      SELECT a.id, a.seq, a.occurred_at,
        CASE
          WHEN a.seq IS DISTINCT FROM coalesce(lag(a.seq) OVER w, (SELECT seq FROM anchor)) + 1 THEN 'seq-gap'
          WHEN a.prev_hash IS DISTINCT FROM coalesce(lag(a.hash) OVER w, (SELECT hash FROM anchor)) THEN 'prev-hash-mismatch'
          WHEN a.hash IS DISTINCT FROM audit_entry_hash(a) THEN 'hash-mismatch'
        END AS reason
      FROM audit_log a
      WHERE a.tenant_id = app_current_tenant()
      WINDOW w AS (ORDER BY a.seq)
    ),
    first_broken AS (SELECT * FROM walked WHERE reason IS NOT NULL ORDER BY seq LIMIT 1)
    SELECT (SELECT count(*) FROM walked), f.id, f.seq, f.occurred_at, f.reason
    FROM (SELECT 1) one LEFT JOIN first_broken f ON true
  $$;

-- Append-only: the application reads and adds entries, never changes or removes one (there is no update or
-- delete policy either). Pruning past the retention period is an operator's job, outside the application role.
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM lishka_app;
GRANT SELECT ON audit_chain_anchors TO lishka_app;
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON audit_chain_anchors FROM lishka_app;

-- An office's audit settings; an office without a row has the defaults. They govern the optional events
-- (record access: a client viewed, a document downloaded) only: every change of state is always audited.
-- retention_days is how long entries are kept, for the operator's pruning job.
CREATE TABLE audit_settings (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  retention_days integer NOT NULL DEFAULT 2555 CHECK (retention_days BETWEEN 90 AND 3650),
  excluded_event_types text[] NOT NULL DEFAULT '{}' CHECK (cardinality(excluded_event_types) <= 50),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid
);
ALTER TABLE audit_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_settings FORCE ROW LEVEL SECURITY;
CREATE POLICY audit_settings_tenant ON audit_settings
  USING (tenant_id = app_current_tenant())
  WITH CHECK (tenant_id = app_current_tenant());

GRANT SELECT, INSERT, UPDATE ON audit_settings TO lishka_app;
GRANT EXECUTE ON FUNCTION audit_entry_hash(audit_log), audit_chain_verify() TO lishka_app;
