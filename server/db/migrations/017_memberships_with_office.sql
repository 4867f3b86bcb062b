-- A request acts in one of its user's offices, and reads that office's configuration: its type's with its own
-- overrides. The memberships are read on every signed-in request already; they now carry each office's overrides,
-- so that building the request's office context costs no second query (issue 18).
DROP FUNCTION user_memberships(uuid);

CREATE FUNCTION user_memberships(target_user uuid)
  RETURNS TABLE (tenant_id uuid, slug text, name text, office_type text, role text, professional_role text, overrides jsonb)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT t.id, t.slug, t.name, t.office_type, m.role, m.professional_role, t.overrides
    FROM memberships m JOIN tenants t ON t.id = m.tenant_id
    WHERE m.user_id = target_user AND m.is_active
    ORDER BY t.slug
  $$;

REVOKE EXECUTE ON FUNCTION user_memberships(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION user_memberships(uuid) TO lishka_app;
