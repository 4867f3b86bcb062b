-- What every signed-in request and every read of a record pays for, with their plans kept (issue 19).
--
-- A SQL function that is SECURITY DEFINER is never inlined, and its query is planned again on every call:
-- session_lookup and user_memberships, called by every signed-in request, cost more than a read of a client. A
-- PL/pgSQL function keeps its statements' plans for the life of the connection.

CREATE OR REPLACE FUNCTION user_memberships(target_user uuid)
  RETURNS TABLE (tenant_id uuid, slug text, name text, office_type text, role text, professional_role text, overrides jsonb)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
  BEGIN
    RETURN QUERY
      SELECT t.id, t.slug, t.name, t.office_type, m.role, m.professional_role, t.overrides
      FROM memberships m JOIN tenants t ON t.id = m.tenant_id
      WHERE m.user_id = target_user AND m.is_active
      ORDER BY t.slug;
  END
  $$;

-- The session a cookie's hash names and its user's memberships (as user_memberships answers them, in a JSON
-- array), in one call: what every signed-in request reads first.
CREATE FUNCTION session_with_memberships(hash bytea)
  RETURNS TABLE (id uuid, user_id uuid, tenant_id uuid, created_at timestamptz, last_seen_at timestamptz, idle_timeout_minutes integer, expires_at timestamptz, revoked_at timestamptz, user_is_active boolean, password_change_required boolean, memberships json)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
  BEGIN
    RETURN QUERY
      SELECT s.id, s.user_id, s.tenant_id, s.created_at, s.last_seen_at, s.idle_timeout_minutes, s.expires_at, s.revoked_at, u.is_active, s.password_change_required,
        coalesce((SELECT json_agg(m ORDER BY m.slug) FROM user_memberships(s.user_id) m), '[]'::json)
      FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash = hash;
  END
  $$;

REVOKE EXECUTE ON FUNCTION session_with_memberships(bytea) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION session_with_memberships(bytea) TO lishka_app;

-- The access log's entries of an office (server/audit/record-access.ts) in one statement, so in a transaction of
-- its own with one round trip: as withContext does, it acts in the office as the application role (so row-level
-- security checks every entry is the office's), keeps only the entries the office's audit settings keep (auditing
-- enabled, the event type not excluded), inserts them in the order given (the chain's trigger links them so) and
-- answers the event types it kept. SECURITY INVOKER: it can do nothing its caller could not.
CREATE FUNCTION app_record_accesses(office uuid, entries json)
  RETURNS SETOF text
  LANGUAGE plpgsql
  SET search_path = public
  AS $$
  BEGIN
    PERFORM set_config('app.tenant_id', office::text, true), set_config('app.user_id', '', true), set_config('role', 'lishka_app', true);
    RETURN QUERY
      INSERT INTO audit_log (tenant_id, user_id, event_type, service_name, entity_type, entity_id, after, success, ip, user_agent)
      SELECT e.tenant_id, e.user_id, e.event_type, e.service_name, e.entity_type, e.entity_id, e.after, true, e.ip, e.user_agent
      FROM json_populate_recordset(NULL::audit_log, entries) WITH ORDINALITY AS e
      WHERE coalesce((SELECT s.enabled AND NOT e.event_type = ANY (s.excluded_event_types) FROM audit_settings s), true)
      ORDER BY e.ordinality
      RETURNING audit_log.event_type;
  END
  $$;

REVOKE EXECUTE ON FUNCTION app_record_accesses(uuid, json) FROM PUBLIC;
