-- Multi-factor authentication: a user's authenticator (TOTP, RFC 6238).
-- PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement).

-- The authenticator of a user who turned multi-factor on. users.mfa_enabled stays the flag sign-in reads;
-- the two change together, in one transaction. The shared secret is kept sealed (AES-256-GCM under a key
-- derived from the server secret), never in clear.
CREATE TABLE user_mfa (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  enabled_at timestamptz NOT NULL DEFAULT now(),
  -- The time step of the last code accepted: a code of this step or an earlier one is refused, so that a
  -- code is accepted once.
  last_used_counter bigint NOT NULL CHECK (last_used_counter >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE user_mfa ENABLE ROW LEVEL SECURITY;
CREATE POLICY user_mfa_own ON user_mfa USING (user_id = app_current_user()) WITH CHECK (user_id = app_current_user());

GRANT SELECT, INSERT, UPDATE, DELETE ON user_mfa TO lishka_app;
