-- Passwords: reset links (forgot password) and the history of earlier passwords (no reuse of the last N).
-- PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement).

-- Only the SHA-256 of a reset token is kept; the token itself travels in the mailed link only.
CREATE TABLE password_resets (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  ip text
);
-- Serves both "the user's unused tokens" and "the reset mails of the last hour".
CREATE INDEX password_resets_user_idx ON password_resets (user_id, created_at DESC);

-- A password the account had before; its argon2id hash, and when it was replaced.
CREATE TABLE password_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  replaced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_history_user_idx ON password_history (user_id, replaced_at DESC);

-- User-scoped, like sessions: the application sees only the current user's rows.
ALTER TABLE password_resets ENABLE ROW LEVEL SECURITY;
CREATE POLICY password_resets_own ON password_resets
  USING (user_id = app_current_user())
  WITH CHECK (user_id = app_current_user());

ALTER TABLE password_history ENABLE ROW LEVEL SECURITY;
CREATE POLICY password_history_own ON password_history
  USING (user_id = app_current_user())
  WITH CHECK (user_id = app_current_user());

-- A reset token by its hash, with what resetting needs of its user (the address it must match); only
-- ever the one row asked for.
CREATE FUNCTION password_reset_lookup(hash bytea)
  RETURNS TABLE (user_id uuid, email text, expires_at timestamptz, used_at timestamptz, user_is_active boolean)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT r.user_id, u.email, r.expires_at, r.used_at, u.is_active
    FROM password_resets r JOIN users u ON u.id = r.user_id
    WHERE r.token_hash = hash
  $$;

GRANT SELECT, INSERT, UPDATE ON password_resets TO lishka_app;
GRANT SELECT, INSERT, DELETE ON password_history TO lishka_app;
GRANT EXECUTE ON FUNCTION password_reset_lookup(bytea) TO lishka_app;
