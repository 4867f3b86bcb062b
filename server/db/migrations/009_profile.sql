-- Profile and account: a user may delete their own account, and with it an office where nobody else is
-- active; a user may read all of their own memberships, inactive ones included, for the data export.
-- PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement).

-- A user deletes their own row only; what hangs on it (memberships, sessions, security events, profile,
-- preferences, tokens) goes by its ON DELETE CASCADE. Referential actions run past row-level security.
CREATE POLICY users_delete_self ON users FOR DELETE USING (id = app_current_user());

-- An office is deleted only as the current tenant, by one of its members, and only when no other member
-- of it is active: the database refuses to delete an office that still has someone in it.
CREATE POLICY tenants_delete_abandoned ON tenants FOR DELETE
  USING (
    id = app_current_tenant()
    AND EXISTS (SELECT 1 FROM memberships m WHERE m.tenant_id = tenants.id AND m.user_id = app_current_user())
    AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.tenant_id = tenants.id AND m.user_id <> app_current_user() AND m.is_active)
  );

-- Every membership of the current user, active or not, with its office; never another user's.
CREATE FUNCTION own_memberships()
  RETURNS TABLE (tenant_id uuid, slug text, name text, office_type text, role text, professional_role text, is_active boolean, created_at timestamptz)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT t.id, t.slug, t.name, t.office_type, m.role, m.professional_role, m.is_active, m.created_at
    FROM memberships m JOIN tenants t ON t.id = m.tenant_id
    WHERE m.user_id = app_current_user()
    ORDER BY t.slug
  $$;

GRANT DELETE ON tenants TO lishka_app;
GRANT EXECUTE ON FUNCTION own_memberships() TO lishka_app;
