-- Client search whose cost does not grow with the office (issue 19). PostgreSQL 15 syntax (PGlite embeds 18).
--
-- A search first asks its indexes for the matching clients, at most a bound (the caller passes it, one more than it
-- will take, so that it knows when there are more): a term of three characters or more by the trigram index on the
-- search text (any part of a name, e-mail, phone or ID number), a shorter one, which holds no trigram, by the
-- beginnings of names, ID numbers and phones, each by its own index. Few matches are then read by their ids; many
-- are read in the list's own order, where they are dense. Like app_client_search (migration 011), these look-ups run
-- as their owner, where the indexes serve (row-level security keeps the trigram index from a non-leakproof ILIKE,
-- and the prefix indexes from lower()), and name the tenant themselves: only the current tenant's clients, none
-- when no tenant is set. Callers keep the policy on the outer query.

-- A name's, ID number's or phone's beginning, compared byte by byte (text_pattern_ops): the range [prefix,
-- prefix || U+10FFFF) holds exactly the values that begin with the prefix, and a btree walks it with a parameter.
CREATE INDEX clients_first_name_prefix_idx ON clients (tenant_id, lower(first_name) text_pattern_ops);
CREATE INDEX clients_last_name_prefix_idx ON clients (tenant_id, lower(last_name) text_pattern_ops);
CREATE INDEX clients_id_number_prefix_idx ON clients (tenant_id, id_number text_pattern_ops) WHERE id_number IS NOT NULL;
CREATE INDEX clients_phone_prefix_idx ON clients (tenant_id, phone text_pattern_ops) WHERE phone IS NOT NULL;
CREATE INDEX clients_mobile_phone_prefix_idx ON clients (tenant_id, mobile_phone text_pattern_ops) WHERE mobile_phone IS NOT NULL;

-- The current tenant's clients whose search text matches the pattern (ILIKE, wildcards escaped by the caller),
-- at most max_rows of them, by the trigram index.
CREATE FUNCTION app_client_search_ids(pattern text, max_rows integer)
  RETURNS TABLE (id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  ROWS 100
  AS $$
    SELECT c.id FROM clients c
    WHERE c.tenant_id = app_current_tenant() AND c.search_text ILIKE pattern
    LIMIT max_rows
  $$;

-- The current tenant's clients whose first or last name (in lower case), ID number, phone or mobile phone begins
-- with the prefix, at most max_rows of them, each by its own index.
CREATE FUNCTION app_client_prefix_ids(prefix text, max_rows integer)
  RETURNS TABLE (id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  ROWS 100
  AS $$
    SELECT DISTINCT found.id FROM (
      (SELECT c.id FROM clients c WHERE c.tenant_id = app_current_tenant()
        AND lower(c.first_name) ~>=~ lower(prefix) AND lower(c.first_name) ~<~ (lower(prefix) || chr(1114111)) LIMIT max_rows)
      UNION ALL
      (SELECT c.id FROM clients c WHERE c.tenant_id = app_current_tenant()
        AND lower(c.last_name) ~>=~ lower(prefix) AND lower(c.last_name) ~<~ (lower(prefix) || chr(1114111)) LIMIT max_rows)
      UNION ALL
      (SELECT c.id FROM clients c WHERE c.tenant_id = app_current_tenant()
        AND c.id_number ~>=~ prefix AND c.id_number ~<~ (prefix || chr(1114111)) LIMIT max_rows)
      UNION ALL
      (SELECT c.id FROM clients c WHERE c.tenant_id = app_current_tenant()
        AND c.phone ~>=~ prefix AND c.phone ~<~ (prefix || chr(1114111)) LIMIT max_rows)
      UNION ALL
      (SELECT c.id FROM clients c WHERE c.tenant_id = app_current_tenant()
        AND c.mobile_phone ~>=~ prefix AND c.mobile_phone ~<~ (prefix || chr(1114111)) LIMIT max_rows)
    ) found
    LIMIT max_rows
  $$;

REVOKE ALL ON FUNCTION app_client_search_ids(text, integer), app_client_prefix_ids(text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_client_search_ids(text, integer), app_client_prefix_ids(text, integer) TO lishka_app;
