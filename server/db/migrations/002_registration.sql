-- Registration: e-mail confirmation tokens, and the look-ups registration needs before any user or tenant
-- is known. PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement).

-- Only the SHA-256 of a token is kept; the token itself travels in the confirmation link only.
CREATE TABLE email_confirmations (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_confirmations_user_idx ON email_confirmations (user_id) WHERE used_at IS NULL;

-- User-scoped, like sessions: the application sees only the current user's tokens.
ALTER TABLE email_confirmations ENABLE ROW LEVEL SECURITY;
CREATE POLICY email_confirmations_own ON email_confirmations
  USING (user_id = app_current_user())
  WITH CHECK (user_id = app_current_user());

-- A token by its hash, with what confirming needs of its user; only ever the one row asked for.
CREATE FUNCTION email_confirmation_lookup(hash bytea)
  RETURNS TABLE (user_id uuid, expires_at timestamptz, used_at timestamptz, email_verified_at timestamptz, user_is_active boolean)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT c.user_id, c.expires_at, c.used_at, u.email_verified_at, u.is_active
    FROM email_confirmations c JOIN users u ON u.id = c.user_id
    WHERE c.token_hash = hash
  $$;

-- Whether an account has this e-mail address, whatever its case; answers a yes or no, never the account.
CREATE FUNCTION email_taken(address text)
  RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$ SELECT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(address)) $$;

-- Whether an office already has this slug.
CREATE FUNCTION tenant_slug_taken(candidate text)
  RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$ SELECT EXISTS (SELECT 1 FROM tenants t WHERE t.slug = lower(candidate)) $$;

GRANT SELECT, INSERT, UPDATE ON email_confirmations TO lishka_app;
GRANT EXECUTE ON FUNCTION email_confirmation_lookup(bytea), email_taken(text), tenant_slug_taken(text) TO lishka_app;
