-- The client list at scale (100,000 clients in an office).

-- Sorted by last contact, oldest first: empty dates still come last, which the descending index
-- (clients_last_contact_idx) cannot give read backwards, so without this every such page sorted the whole office.
CREATE INDEX clients_last_contact_asc_idx ON clients (tenant_id, last_contact_date ASC NULLS LAST, id ASC);

-- Search. Under row-level security PostgreSQL will not use the trigram index for `search_text ILIKE ...`: ILIKE
-- is not leakproof, so it may only run after the policy has filtered rows, and every search read the whole office.
-- This look-up runs as its owner (a superuser or BYPASSRLS role), where the index serves, and names the tenant
-- itself: only the current tenant's clients, none when no tenant is set. Callers keep the policy on the outer query.
CREATE FUNCTION app_client_search(pattern text)
  RETURNS TABLE (id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  ROWS 200
  AS $$ SELECT c.id FROM clients c WHERE c.tenant_id = app_current_tenant() AND c.search_text ILIKE pattern $$;

REVOKE ALL ON FUNCTION app_client_search(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_client_search(text) TO lishka_app;
