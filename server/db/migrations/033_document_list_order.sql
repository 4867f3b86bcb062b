-- The library's search at scale (issue 23: 100,000 documents in an office). PostgreSQL 15 syntax (PGlite embeds 18).
--
-- Under row-level security PostgreSQL will not use the text-search index for `search @@ query`: the operator is
-- not leakproof, so it may only run after the policy has filtered rows, and every search read every document of
-- every office (a sequential scan: 110 ms at 100,000 documents in one office, more with every other office's). As
-- app_client_search_ids (migration 018) does for clients, this look-up runs as its owner, where the GIN index serves,
-- and names the tenant itself: only the current tenant's documents, none when no tenant is set. It answers the
-- office's best max_rows matches in the list's search order (rank, then newest), so that the caller reads and sorts
-- a bounded number of rows however common the words are. Callers keep the policy, the reader's visibility, their
-- filters and the match itself on the outer query.
CREATE FUNCTION app_document_search_ids(query text, max_rows integer)
  RETURNS TABLE (id uuid, rank real)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  ROWS 100
  AS $$
    SELECT d.id, ts_rank(d.search, to_tsquery('simple', query)) AS rank FROM documents d
    WHERE d.tenant_id = app_current_tenant() AND d.search @@ to_tsquery('simple', query)
    ORDER BY rank DESC, d.created_at DESC, d.id DESC
    LIMIT max_rows
  $$;

REVOKE ALL ON FUNCTION app_document_search_ids(text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_document_search_ids(text, integer) TO lishka_app;
