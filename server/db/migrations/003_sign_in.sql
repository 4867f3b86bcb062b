-- Sign-in in steps: pending second-factor challenges, known devices, failed credential checks and the
-- account lock they lead to, and the "password change required" mark of a session.
-- PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement).

-- A sign-in that passed its first step (password or Google) and waits for the next one: a one-time code
-- by e-mail ('otp'), an authenticator code ('mfa') or setting up an authenticator ('mfa-setup').
-- The client holds the random token (the `session` of spec 1 §4); only its SHA-256 is kept.
CREATE TABLE sign_in_challenges (
  id_hash bytea PRIMARY KEY,
  id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('otp', 'mfa', 'mfa-setup')),
  -- How the first step was passed (password, google), carried to the session that ends the sign-in.
  method text NOT NULL CHECK (method IN ('password', 'google')),
  -- The SHA-256 of the one-time code (purpose otp), never the code.
  code_hash bytea,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts > 0),
  -- What later steps need (an authenticator secret being set up, sealed; the steps still to come).
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sign_in_challenges_user_idx ON sign_in_challenges (user_id) WHERE consumed_at IS NULL;

ALTER TABLE sign_in_challenges ENABLE ROW LEVEL SECURITY;
CREATE POLICY sign_in_challenges_own ON sign_in_challenges USING (user_id = app_current_user()) WITH CHECK (user_id = app_current_user());

-- A challenge by its token's hash, before the user is known; only ever the one row asked for.
CREATE FUNCTION sign_in_challenge_lookup(hash bytea)
  RETURNS TABLE (id uuid, user_id uuid, tenant_id uuid, purpose text, method text, attempts integer, max_attempts integer, expires_at timestamptz, consumed_at timestamptz)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT c.id, c.user_id, c.tenant_id, c.purpose, c.method, c.attempts, c.max_attempts, c.expires_at, c.consumed_at
    FROM sign_in_challenges c WHERE c.id_hash = hash
  $$;

-- Devices that finished a sign-in with every step: a one-time code is not asked again on them when the
-- office's policy asks for one on a new device only. The device cookie holds the token; its hash is kept.
CREATE TABLE known_devices (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  user_agent text,
  PRIMARY KEY (user_id, device_hash)
);

ALTER TABLE known_devices ENABLE ROW LEVEL SECURITY;
CREATE POLICY known_devices_own ON known_devices USING (user_id = app_current_user()) WITH CHECK (user_id = app_current_user());

-- Every failed credential check of an account (password, one-time code, authenticator code…), for the lock.
CREATE TABLE credential_failures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  ip text,
  cleared_at timestamptz
);
CREATE INDEX credential_failures_user_idx ON credential_failures (user_id, occurred_at DESC);

ALTER TABLE credential_failures ENABLE ROW LEVEL SECURITY;
CREATE POLICY credential_failures_own ON credential_failures USING (user_id = app_current_user()) WITH CHECK (user_id = app_current_user());

-- Until when an account is locked after too many failures (null: not locked).
ALTER TABLE users ADD COLUMN locked_until timestamptz;

-- A session opened with an expired password can only change it (and sign out) until it does.
ALTER TABLE sessions ADD COLUMN password_change_required boolean NOT NULL DEFAULT false;
-- How the session was opened (password, google) and with which second factor, for the security history.
ALTER TABLE sessions ADD COLUMN method text;

-- session_lookup gains the mark; the function is replaced with its new columns.
DROP FUNCTION session_lookup(bytea);
CREATE FUNCTION session_lookup(hash bytea)
  RETURNS TABLE (id uuid, user_id uuid, tenant_id uuid, created_at timestamptz, last_seen_at timestamptz, idle_timeout_minutes integer, expires_at timestamptz, revoked_at timestamptz, user_is_active boolean, password_change_required boolean)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT s.id, s.user_id, s.tenant_id, s.created_at, s.last_seen_at, s.idle_timeout_minutes, s.expires_at, s.revoked_at, u.is_active, s.password_change_required
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id_hash = hash
  $$;

-- A session by its id (the `sid` of an access token), for Bearer calls; only ever the one row asked for.
CREATE FUNCTION session_by_id(session_id uuid)
  RETURNS TABLE (id uuid, id_hash bytea, user_id uuid, tenant_id uuid, created_at timestamptz, last_seen_at timestamptz, idle_timeout_minutes integer, expires_at timestamptz, revoked_at timestamptz, user_is_active boolean, password_change_required boolean)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT s.id, s.id_hash, s.user_id, s.tenant_id, s.created_at, s.last_seen_at, s.idle_timeout_minutes, s.expires_at, s.revoked_at, u.is_active, s.password_change_required
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = session_id
  $$;

-- login_lookup gains what sign-in now decides on: the lock, the password's age and the account's age.
DROP FUNCTION login_lookup(text);
CREATE FUNCTION login_lookup(address text)
  RETURNS TABLE (id uuid, email text, password_hash text, is_active boolean, email_verified_at timestamptz, mfa_enabled boolean, locked_until timestamptz, password_changed_at timestamptz, created_at timestamptz, is_super_admin boolean)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT u.id, u.email, u.password_hash, u.is_active, u.email_verified_at, u.mfa_enabled, u.locked_until, u.password_changed_at, u.created_at, u.is_super_admin
    FROM users u WHERE lower(u.email) = lower(address)
  $$;

GRANT SELECT, INSERT, UPDATE, DELETE ON sign_in_challenges, known_devices TO lishka_app;
GRANT SELECT, INSERT, UPDATE ON credential_failures TO lishka_app;
GRANT EXECUTE ON FUNCTION sign_in_challenge_lookup(bytea), session_lookup(bytea), session_by_id(uuid), login_lookup(text) TO lishka_app;

-- Mail in the order it was written, whatever the clock's resolution (PGlite's can be a millisecond): the
-- development mailbox and the tests read the newest first.
ALTER TABLE mail_outbox ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
