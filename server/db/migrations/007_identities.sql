-- Sign-in with Google (issue 4): the Google accounts linked to users, and the authorization flows under way.
-- PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement).

-- A Google account linked to a user: the provider's stable subject (`sub`), never the e-mail, names it.
-- One Google account per user, and a Google account belongs to one user at most.
CREATE TABLE user_identities (
  provider text NOT NULL CHECK (provider IN ('google')),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The address the provider gave when the account was linked or last used, for display only.
  email text CHECK (email IS NULL OR length(email) BETWEEN 3 AND 254),
  linked_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  PRIMARY KEY (provider, subject),
  UNIQUE (user_id, provider)
);

-- User-scoped, like sessions: the application sees and changes only the current user's links.
ALTER TABLE user_identities ENABLE ROW LEVEL SECURITY;
CREATE POLICY user_identities_own ON user_identities
  USING (user_id = app_current_user())
  WITH CHECK (user_id = app_current_user());

-- Who a Google account is linked to, before the user is known (the sign-in callback); only ever the one
-- row asked for, and only its user.
CREATE FUNCTION identity_lookup(wanted_provider text, wanted_subject text)
  RETURNS TABLE (user_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$ SELECT i.user_id FROM user_identities i WHERE i.provider = wanted_provider AND i.subject = wanted_subject $$;

-- An authorization flow sent to the provider and not back yet. The browser holds the `state` (in the
-- provider's redirect) and a random binding in an httpOnly cookie; only the SHA-256 of each is kept. The
-- PKCE verifier and the nonce never leave the server. A link flow belongs to the user who started it.
CREATE TABLE oauth_flows (
  state_hash bytea PRIMARY KEY CHECK (length(state_hash) = 32),
  browser_hash bytea NOT NULL CHECK (length(browser_hash) = 32),
  provider text NOT NULL CHECK (provider IN ('google')),
  purpose text NOT NULL CHECK (purpose IN ('login', 'link')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect_uri text NOT NULL,
  return_to text,
  tenant_hint text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK ((purpose = 'link') = (user_id IS NOT NULL))
);
CREATE INDEX oauth_flows_expiry_idx ON oauth_flows (expires_at);

-- The application has no right on the table: it starts and takes flows through the two functions below.
ALTER TABLE oauth_flows ENABLE ROW LEVEL SECURITY;

-- Starts a flow that lives 10 minutes; a link flow is the current user's (never a user passed in). Flows
-- ended more than an hour ago are deleted on the way. Answers when the new flow expires.
CREATE FUNCTION oauth_flow_start(new_state bytea, browser bytea, new_provider text, new_purpose text, verifier text, new_nonce text, new_redirect_uri text, new_return_to text, new_tenant_hint text)
  RETURNS timestamptz
  LANGUAGE sql VOLATILE SECURITY DEFINER
  SET search_path = public
  AS $$
    DELETE FROM oauth_flows WHERE expires_at < now() - interval '1 hour';
    INSERT INTO oauth_flows (state_hash, browser_hash, provider, purpose, user_id, code_verifier, nonce, redirect_uri, return_to, tenant_hint, expires_at)
    VALUES (new_state, browser, new_provider, new_purpose, CASE WHEN new_purpose = 'link' THEN app_current_user() END, verifier, new_nonce, new_redirect_uri, new_return_to, new_tenant_hint, now() + interval '10 minutes')
    RETURNING expires_at;
  $$;

-- Takes a flow once: by its state's hash, for the purpose asked, from the browser that started it, unused
-- and unexpired. Answers one row whose outcome says which (ok, unknown, other-browser, used, expired); its
-- secrets only when ok, and then the flow is spent. A call from another browser does not spend it.
CREATE FUNCTION oauth_flow_take(wanted_state bytea, browser bytea, wanted_provider text, wanted_purpose text)
  RETURNS TABLE (outcome text, user_id uuid, code_verifier text, nonce text, redirect_uri text, return_to text, tenant_hint text)
  LANGUAGE sql VOLATILE SECURITY DEFINER
  SET search_path = public
  AS $$
    WITH found AS (
      SELECT f.* FROM oauth_flows f
      WHERE f.state_hash = wanted_state AND f.provider = wanted_provider AND f.purpose = wanted_purpose
      FOR UPDATE
    ),
    taken AS (
      UPDATE oauth_flows f SET used_at = now()
      FROM found
      WHERE f.state_hash = found.state_hash AND found.browser_hash = browser AND found.used_at IS NULL AND found.expires_at > now()
      RETURNING f.state_hash
    ),
    answer AS (
      SELECT
        CASE
          WHEN taken.state_hash IS NOT NULL THEN 'ok'
          WHEN found.browser_hash <> browser THEN 'other-browser'
          WHEN found.used_at IS NOT NULL THEN 'used'
          ELSE 'expired'
        END AS outcome,
        found.*
      FROM found LEFT JOIN taken ON true
    )
    SELECT a.outcome,
      CASE WHEN a.outcome = 'ok' THEN a.user_id END,
      CASE WHEN a.outcome = 'ok' THEN a.code_verifier END,
      CASE WHEN a.outcome = 'ok' THEN a.nonce END,
      CASE WHEN a.outcome = 'ok' THEN a.redirect_uri END,
      CASE WHEN a.outcome = 'ok' THEN a.return_to END,
      CASE WHEN a.outcome = 'ok' THEN a.tenant_hint END
    FROM answer a
    UNION ALL
    SELECT 'unknown', NULL::uuid, NULL, NULL, NULL, NULL, NULL WHERE NOT EXISTS (SELECT 1 FROM found)
  $$;

GRANT SELECT, INSERT, UPDATE, DELETE ON user_identities TO lishka_app;
REVOKE EXECUTE ON FUNCTION identity_lookup(text, text), oauth_flow_start(bytea, bytea, text, text, text, text, text, text, text), oauth_flow_take(bytea, bytea, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION identity_lookup(text, text), oauth_flow_start(bytea, bytea, text, text, text, text, text, text, text), oauth_flow_take(bytea, bytea, text, text) TO lishka_app;
