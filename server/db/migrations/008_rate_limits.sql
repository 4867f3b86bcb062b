-- Shared rate limits (issue 4): the hit counters of the per-IP route limits and of the per-account service
-- limits, shared by every server process on this database. PostgreSQL 15 syntax (PGlite embeds 18; both
-- must accept every statement).
-- Not tenant data, so no row-level security; the application role has no right on the table at all and
-- counts and prunes only through the two functions below.

-- One row per counter: its hits in the window that began at its first hit. The key is a namespace and a
-- digest of what is counted (an address, an account), never the address itself.
CREATE TABLE rate_limit_buckets (
  key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 200),
  window_start timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits > 0)
);
CREATE INDEX rate_limit_buckets_expiry_idx ON rate_limit_buckets (expires_at);

-- Counts one hit, in one atomic upsert: a new counter, one more hit in the running window, or a new window
-- when the last one has ended. Answers the hits in the window and the milliseconds until it ends.
CREATE FUNCTION rate_limit_hit(bucket text, window_ms bigint)
  RETURNS TABLE (hits integer, reset_ms double precision)
  LANGUAGE sql VOLATILE SECURITY DEFINER
  SET search_path = public
  AS $$
    INSERT INTO rate_limit_buckets AS b (key, window_start, expires_at, hits)
    VALUES (bucket, now(), now() + window_ms * interval '1 millisecond', 1)
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE WHEN b.expires_at <= now() THEN now() ELSE b.window_start END,
      expires_at = CASE WHEN b.expires_at <= now() THEN excluded.expires_at ELSE b.expires_at END,
      hits = CASE WHEN b.expires_at <= now() THEN 1 ELSE least(b.hits, 2147483646) + 1 END
    RETURNING b.hits, greatest(extract(epoch FROM b.expires_at - now()) * 1000, 0)::double precision
  $$;

-- Deletes the counters whose window has ended; answers how many.
CREATE FUNCTION rate_limit_prune()
  RETURNS integer
  LANGUAGE sql VOLATILE SECURITY DEFINER
  SET search_path = public
  AS $$
    WITH gone AS (DELETE FROM rate_limit_buckets WHERE expires_at <= now() RETURNING 1)
    SELECT count(*)::integer FROM gone
  $$;

REVOKE EXECUTE ON FUNCTION rate_limit_hit(text, bigint), rate_limit_prune() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION rate_limit_hit(text, bigint), rate_limit_prune() TO lishka_app;
