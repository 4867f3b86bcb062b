-- Foundation: tenants, users, memberships, sessions, security events, audit, preferences, profiles, mail.
-- PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement).
-- Tenant tables carry tenant_id in their primary key and foreign keys, so the schema can be distributed
-- by tenant, and are protected by forced row-level security: the server serves requests as lishka_app with
-- the tenant set per transaction (set_config('app.tenant_id', ..., true)).

DO $$
BEGIN
  CREATE ROLE lishka_app NOLOGIN;
EXCEPTION WHEN duplicate_object THEN
  NULL;
END
$$;

-- The connecting user must be able to SET ROLE lishka_app (a superuser always can).
DO $$
BEGIN
  EXECUTE format('GRANT lishka_app TO %I', current_user);
EXCEPTION WHEN others THEN
  NULL;
END
$$;

-- The current request's tenant, or null when none is set.
CREATE FUNCTION app_current_tenant() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;

CREATE TABLE tenants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  office_type text NOT NULL CHECK (office_type ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$'),
  overrides jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  password_hash text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  is_super_admin boolean NOT NULL DEFAULT false,
  email_verified_at timestamptz,
  mfa_enabled boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE memberships (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'manager', 'user', 'viewer')),
  professional_role text CHECK (professional_role ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$'),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);
CREATE INDEX memberships_user_idx ON memberships (user_id);

-- A session is the user's, across the tenants they belong to; tenant_id is the tenant it signed in to.
CREATE TABLE sessions (
  id_hash bytea PRIMARY KEY,
  id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  idle_timeout_minutes integer NOT NULL CHECK (idle_timeout_minutes > 0),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE security_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  tenant_id uuid REFERENCES tenants (id) ON DELETE SET NULL,
  event_type text NOT NULL,
  success boolean NOT NULL,
  ip text,
  user_agent text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX security_events_user_idx ON security_events (user_id, created_at DESC);

CREATE TABLE audit_log (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  occurred_at timestamptz NOT NULL DEFAULT now(),
  user_id uuid,
  event_type text NOT NULL,
  service_name text NOT NULL,
  entity_type text,
  entity_id text,
  before jsonb,
  after jsonb,
  success boolean NOT NULL,
  ip text,
  user_agent text,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX audit_log_time_idx ON audit_log (tenant_id, occurred_at DESC);

-- What happens before any tenant is known (a failed sign-in for an unknown address, an anonymous call
-- refused): kept for the operators, never readable by the application.
CREATE TABLE platform_audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  occurred_at timestamptz NOT NULL DEFAULT now(),
  user_id uuid,
  event_type text NOT NULL,
  service_name text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  success boolean NOT NULL,
  ip text,
  user_agent text
);

CREATE TABLE user_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  phone text,
  company text,
  position text,
  timezone text,
  language text CHECK (language IN ('he', 'en', 'es')),
  avatar_key text,
  bio text,
  linked_in text,
  website text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid REFERENCES tenants (id) ON DELETE SET NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  template text,
  transport text NOT NULL CHECK (transport IN ('outbox', 'smtp')),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
);
CREATE INDEX mail_outbox_time_idx ON mail_outbox (created_at DESC);

-- Row-level security. Tenant tables see only the current tenant's rows, for their owner too (FORCE).
-- User-scoped tables see only the current user's rows (app.user_id); their owner, which runs the few
-- SECURITY DEFINER look-ups below, is not restricted. Migrations run as a superuser or a BYPASSRLS role.
CREATE FUNCTION app_current_user() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;

ALTER TABLE memberships ENABLE ROW LEVEL SECURITY;
ALTER TABLE memberships FORCE ROW LEVEL SECURITY;
CREATE POLICY memberships_tenant ON memberships
  USING (tenant_id = app_current_tenant())
  WITH CHECK (tenant_id = app_current_tenant());

ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_log FORCE ROW LEVEL SECURITY;
CREATE POLICY audit_log_tenant_read ON audit_log FOR SELECT USING (tenant_id = app_current_tenant());
CREATE POLICY audit_log_tenant_write ON audit_log FOR INSERT WITH CHECK (tenant_id = app_current_tenant());

-- The tenant registry is public (slug, name and type choose the public home page); only the current
-- tenant's row may change.
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
CREATE POLICY tenants_read ON tenants FOR SELECT USING (true);
CREATE POLICY tenants_create ON tenants FOR INSERT WITH CHECK (true);
CREATE POLICY tenants_update ON tenants FOR UPDATE USING (id = app_current_tenant()) WITH CHECK (id = app_current_tenant());

-- A user is visible to themselves and to the tenants they belong to (through the tenant's memberships).
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
CREATE POLICY users_visible ON users FOR SELECT
  USING (id = app_current_user() OR EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = users.id));
CREATE POLICY users_create ON users FOR INSERT WITH CHECK (true);
CREATE POLICY users_update_self ON users FOR UPDATE USING (id = app_current_user()) WITH CHECK (id = app_current_user());

ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;
CREATE POLICY sessions_own ON sessions USING (user_id = app_current_user()) WITH CHECK (user_id = app_current_user());

ALTER TABLE security_events ENABLE ROW LEVEL SECURITY;
CREATE POLICY security_events_own ON security_events USING (user_id = app_current_user()) WITH CHECK (user_id IS NULL OR user_id = app_current_user());

ALTER TABLE user_preferences ENABLE ROW LEVEL SECURITY;
CREATE POLICY user_preferences_own ON user_preferences USING (user_id = app_current_user()) WITH CHECK (user_id = app_current_user());

ALTER TABLE user_profiles ENABLE ROW LEVEL SECURITY;
CREATE POLICY user_profiles_own ON user_profiles USING (user_id = app_current_user()) WITH CHECK (user_id = app_current_user());

-- Look-ups that must happen before the user or tenant is known. Each reads past row-level security on
-- purpose, and only ever the one row asked for.
CREATE FUNCTION login_lookup(address text)
  RETURNS TABLE (id uuid, email text, password_hash text, is_active boolean, email_verified_at timestamptz, mfa_enabled boolean)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$ SELECT u.id, u.email, u.password_hash, u.is_active, u.email_verified_at, u.mfa_enabled FROM users u WHERE lower(u.email) = lower(address) $$;

CREATE FUNCTION session_lookup(hash bytea)
  RETURNS TABLE (id uuid, user_id uuid, tenant_id uuid, created_at timestamptz, last_seen_at timestamptz, idle_timeout_minutes integer, expires_at timestamptz, revoked_at timestamptz, user_is_active boolean)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT s.id, s.user_id, s.tenant_id, s.created_at, s.last_seen_at, s.idle_timeout_minutes, s.expires_at, s.revoked_at, u.is_active
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id_hash = hash
  $$;

-- A user's memberships across tenants, for choosing among the tenants they belong to.
CREATE FUNCTION user_memberships(target_user uuid)
  RETURNS TABLE (tenant_id uuid, slug text, name text, office_type text, role text, professional_role text)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT t.id, t.slug, t.name, t.office_type, m.role, m.professional_role
    FROM memberships m JOIN tenants t ON t.id = m.tenant_id
    WHERE m.user_id = target_user AND m.is_active
    ORDER BY t.slug
  $$;

GRANT USAGE ON SCHEMA public TO lishka_app;
GRANT SELECT, INSERT, UPDATE ON tenants TO lishka_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON users, memberships, sessions, user_preferences, user_profiles TO lishka_app;
GRANT SELECT, INSERT ON security_events TO lishka_app;
GRANT SELECT, INSERT ON audit_log TO lishka_app;
GRANT INSERT ON platform_audit_log TO lishka_app;
GRANT INSERT ON mail_outbox TO lishka_app;
GRANT EXECUTE ON FUNCTION app_current_tenant(), app_current_user(), login_lookup(text), session_lookup(bytea), user_memberships(uuid) TO lishka_app;
