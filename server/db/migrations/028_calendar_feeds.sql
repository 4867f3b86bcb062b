-- A member's calendar feed (issue 21): a secret address a phone's calendar subscribes to, answering the member's own
-- appointments. PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement). Only the token's SHA-256
-- is kept, never the token: the address is shown once, when it is made. A tenant table: tenant_id leads the primary
-- key and every foreign key, and forced row-level security shows only the current tenant's rows, and of them only
-- the current user's own feed.
CREATE TABLE calendar_feeds (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  token_hash bytea NOT NULL CHECK (length(token_hash) = 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES memberships (tenant_id, user_id) ON DELETE CASCADE,
  CHECK (revoked_at IS NULL OR revoked_at >= created_at)
);
-- At most one live feed per member of an office: making a new one revokes the old in the same transaction.
CREATE UNIQUE INDEX calendar_feeds_live_idx ON calendar_feeds (tenant_id, user_id) WHERE revoked_at IS NULL;
-- The public look-up by the token's hash (not unique across tenants, so the table stays distributable by tenant; a
-- clash of two SHA-256 hashes of 256 random bits does not happen).
CREATE INDEX calendar_feeds_token_idx ON calendar_feeds (token_hash);

ALTER TABLE calendar_feeds ENABLE ROW LEVEL SECURITY;
ALTER TABLE calendar_feeds FORCE ROW LEVEL SECURITY;
CREATE POLICY calendar_feeds_own ON calendar_feeds
  USING (tenant_id = app_current_tenant() AND user_id = app_current_user())
  WITH CHECK (tenant_id = app_current_tenant() AND user_id = app_current_user());

-- A live feed by its token's hash, before the tenant is known (the public feed address): the office and the member
-- it answers for, with the member's role there; only while the feed is not revoked and the member and their account
-- are active. Only ever the one row asked for.
CREATE FUNCTION calendar_feed_lookup(hash bytea)
  RETURNS TABLE (tenant_id uuid, user_id uuid, role text, professional_role text)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT f.tenant_id, f.user_id, m.role, m.professional_role
    FROM calendar_feeds f
    JOIN memberships m ON m.tenant_id = f.tenant_id AND m.user_id = f.user_id
    JOIN users u ON u.id = f.user_id
    WHERE f.token_hash = hash AND f.revoked_at IS NULL AND m.is_active AND u.is_active
  $$;

-- Revoking is an update (revoked_at); feeds are never deleted by the application.
GRANT SELECT, INSERT, UPDATE ON calendar_feeds TO lishka_app;
REVOKE ALL ON FUNCTION calendar_feed_lookup(bytea) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION calendar_feed_lookup(bytea) TO lishka_app;
