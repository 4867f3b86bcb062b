-- Invitations: an office admin invites an address with a role; the mail carries a single-use link whose
-- token only the mail holds (its SHA-256 is kept). PostgreSQL 15 syntax (PGlite embeds 18; both must accept
-- every statement).

-- A tenant table, like memberships: tenant_id leads the primary key. Whether an invitation is pending or
-- expired is computed from expires_at; accepted and revoked are recorded.
CREATE TABLE invitations (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email = lower(email)),
  role text NOT NULL CHECK (role IN ('admin', 'manager', 'user', 'viewer')),
  professional_role text NOT NULL CHECK (professional_role ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$'),
  token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When the last link was sent (the first mail, or the last resend).
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  revoked_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  CHECK (accepted_at IS NULL OR revoked_at IS NULL),
  -- accepted_user_id goes back to null if that account is deleted; accepted_at stays.
  CHECK (accepted_user_id IS NULL OR accepted_at IS NOT NULL)
);
CREATE INDEX invitations_email_idx ON invitations (tenant_id, email) WHERE accepted_at IS NULL AND revoked_at IS NULL;
CREATE INDEX invitations_time_idx ON invitations (tenant_id, created_at DESC);

ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;
ALTER TABLE invitations FORCE ROW LEVEL SECURITY;
CREATE POLICY invitations_tenant ON invitations
  USING (tenant_id = app_current_tenant())
  WITH CHECK (tenant_id = app_current_tenant());

-- An invitation by its token's hash, with the office it invites to, before the tenant is known (the join
-- screen, registering with the link); only ever the one row asked for.
CREATE FUNCTION invitation_lookup(hash bytea)
  RETURNS TABLE (id uuid, tenant_id uuid, email text, role text, professional_role text, expires_at timestamptz, accepted_at timestamptz, revoked_at timestamptz, tenant_name text, tenant_slug text, office_type text, tenant_overrides jsonb)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT i.id, i.tenant_id, i.email, i.role, i.professional_role, i.expires_at, i.accepted_at, i.revoked_at, t.name, t.slug, t.office_type, t.overrides
    FROM invitations i JOIN tenants t ON t.id = i.tenant_id
    WHERE i.token_hash = hash
  $$;

-- Revoking is an update (revoked_at); invitations are never deleted by the application.
GRANT SELECT, INSERT, UPDATE ON invitations TO lishka_app;
GRANT EXECUTE ON FUNCTION invitation_lookup(bytea) TO lishka_app;
