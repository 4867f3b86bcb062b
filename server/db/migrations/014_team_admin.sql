-- The team part of the admin area (issue 8): an admin changes members' roles, deactivates and reactivates them.
-- PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement).

-- When and by whom a membership was deactivated (both null while it is active).
ALTER TABLE memberships ADD COLUMN deactivated_at timestamptz;
ALTER TABLE memberships ADD COLUMN deactivated_by uuid REFERENCES users (id) ON DELETE SET NULL;

-- A member's sessions in one office: the team list's last activity, and ending them on deactivation.
CREATE INDEX sessions_tenant_user_idx ON sessions (tenant_id, user_id, last_seen_at DESC);

-- Sessions are user-scoped (sessions_own): an admin reads and ends other members' sessions only through these
-- two functions, which keep to the current office, and only when the current user is its active admin.
CREATE FUNCTION app_is_office_admin() RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT EXISTS (
      SELECT 1 FROM memberships a
      WHERE a.tenant_id = app_current_tenant() AND a.user_id = app_current_user() AND a.role = 'admin' AND a.is_active
    )
  $$;

-- Each member's latest session activity in the current office (sessions signed in to it).
CREATE FUNCTION team_last_seen()
  RETURNS TABLE (user_id uuid, last_seen_at timestamptz)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT s.user_id, max(s.last_seen_at)
    FROM sessions s
    WHERE app_is_office_admin()
      AND s.tenant_id = app_current_tenant()
      AND EXISTS (SELECT 1 FROM memberships m WHERE m.tenant_id = s.tenant_id AND m.user_id = s.user_id)
    GROUP BY s.user_id
  $$;

-- Each member's avatar key, for the team list: profile rows are visible to their own user only (profiles_own).
CREATE FUNCTION team_avatar_keys()
  RETURNS TABLE (user_id uuid, avatar_key text)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT p.user_id, p.avatar_key
    FROM user_profiles p
    WHERE app_is_office_admin()
      AND p.avatar_key IS NOT NULL
      AND EXISTS (SELECT 1 FROM memberships m WHERE m.tenant_id = app_current_tenant() AND m.user_id = p.user_id)
  $$;

-- Ends every session a member of the current office signed in to it with; their sessions in other offices stay.
-- Answers how many ended. Refused (insufficient_privilege) unless the current user is the office's active admin.
CREATE FUNCTION end_member_sessions(target_user uuid, ended_at timestamptz)
  RETURNS integer
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = public
  AS $$
  DECLARE
    ended integer;
  BEGIN
    IF NOT app_is_office_admin() THEN
      RAISE EXCEPTION 'only an active admin of the current office may end its members'' sessions' USING ERRCODE = '42501';
    END IF;
    UPDATE sessions s SET revoked_at = ended_at
    WHERE s.user_id = target_user
      AND s.tenant_id = app_current_tenant()
      AND s.revoked_at IS NULL
      AND EXISTS (SELECT 1 FROM memberships m WHERE m.tenant_id = s.tenant_id AND m.user_id = s.user_id);
    GET DIAGNOSTICS ended = ROW_COUNT;
    RETURN ended;
  END
  $$;

REVOKE EXECUTE ON FUNCTION app_is_office_admin(), team_last_seen(), team_avatar_keys(), end_member_sessions(uuid, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_is_office_admin(), team_last_seen(), team_avatar_keys(), end_member_sessions(uuid, timestamptz) TO lishka_app;
