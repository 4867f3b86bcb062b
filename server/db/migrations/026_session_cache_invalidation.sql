-- The session cache's invalidation (issue 19, server/sessions/session-cache.ts). Each server process keeps the
-- sessions it served a moment ago, as session_with_memberships (migration 020) answered them, and must drop one the
-- moment anything that function reads changes: the session itself (sign-out, revocation, the password to change),
-- the user (disabled), their memberships (a role changed, a member removed or deactivated, a new office) and the
-- offices they belong to (their name, address or settings). Triggers catch every write, whatever path makes it
-- (a route, a job, a console), and announce who is touched on one channel; every process listens to it. The payload
-- names only a user ('u:<id>') or an office ('t:<id>'), or '*' for everything (TRUNCATE). A notification is
-- delivered when its transaction commits, never for one rolled back, and repeated ones within a transaction are
-- sent once, so ending every session of a user is one message.

CREATE FUNCTION announce_session_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('lishka_sessions', '*');
  ELSIF TG_TABLE_NAME = 'tenants' THEN
    PERFORM pg_notify('lishka_sessions', 't:' || OLD.id::text);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('lishka_sessions', 'u:' || OLD.id::text);
    IF TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id THEN
      PERFORM pg_notify('lishka_sessions', 'u:' || NEW.id::text);
    END IF;
  ELSE
    -- sessions and memberships: the user they belong to, before and after.
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM pg_notify('lishka_sessions', 'u:' || OLD.user_id::text);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
      PERFORM pg_notify('lishka_sessions', 'u:' || NEW.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- A session's last activity moving forward (written at most once a minute per session while it is used) changes
-- nothing a cache must forget: a cached copy only ever holds an older time, so it judges the idle timeout more
-- strictly and reads the database again. Any other change, that time moved back included, is announced.
CREATE TRIGGER sessions_announce_change AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.last_seen_at > NEW.last_seen_at OR (to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER sessions_announce_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER sessions_announce_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();

CREATE TRIGGER memberships_announce_change AFTER INSERT OR UPDATE OR DELETE ON memberships FOR EACH ROW EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER memberships_announce_truncate AFTER TRUNCATE ON memberships FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();

CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();

CREATE TRIGGER tenants_announce_change AFTER UPDATE OR DELETE ON tenants FOR EACH ROW EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER tenants_announce_truncate AFTER TRUNCATE ON tenants FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();

-- Unused since migration 020 (session_with_memberships reads the session and the memberships in one call).
DROP FUNCTION IF EXISTS session_lookup(bytea);
