-- The office's clients' next follow-ups counted as they change (issue 19), so that the deadlines tile reads counters
-- instead of counting every follow-up in its period: per UTC hour, day and month of the follow-up's due time, and of
-- all time. A count over any window is read from the counters of its whole months, days and hours and from the rows
-- of its part-hours at the ends (server/follow-up-counts). Every client with a next follow-up is counted, as the
-- deadlines relation lists them (server/modules/deadlines/deadline-relation.ts): of either kind, any status.
-- PostgreSQL 15 syntax (PGlite embeds 18).

CREATE TABLE follow_up_counts (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  -- 'hour', 'day' or 'month': the follow-ups due in the UTC hour, day or month beginning at `starts`; 'all': every
  -- follow-up (starts is -infinity).
  span text NOT NULL CHECK (span IN ('hour', 'day', 'month', 'all')),
  starts timestamptz NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (tenant_id, span, starts)
);

ALTER TABLE follow_up_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE follow_up_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY follow_up_counts_tenant_read ON follow_up_counts FOR SELECT USING (tenant_id = app_current_tenant());
-- The application reads them; only the trigger below, as the table's owner, writes them.
GRANT SELECT ON follow_up_counts TO lishka_app;

-- Adds `delta` to the counters of a follow-up's hour, day, month and all time (UTC, whatever the session's time
-- zone). A removal only lowers counters that exist: when an office is deleted its counters go first (the foreign
-- key's cascade), and nothing is written back.
CREATE FUNCTION follow_up_counts_add(tenant uuid, due timestamptz, delta integer) RETURNS void
  LANGUAGE plpgsql
  SET search_path = public
  AS $$
  DECLARE
    hour timestamptz := date_trunc('hour', due, 'UTC');
    day timestamptz := date_trunc('day', due, 'UTC');
    month timestamptz := date_trunc('month', due, 'UTC');
  BEGIN
    IF due IS NULL THEN RETURN; END IF;
    IF delta > 0 THEN
      INSERT INTO follow_up_counts AS c (tenant_id, span, starts, n)
      VALUES (tenant, 'hour', hour, delta), (tenant, 'day', day, delta), (tenant, 'month', month, delta), (tenant, 'all', '-infinity', delta)
      ON CONFLICT (tenant_id, span, starts) DO UPDATE SET n = c.n + excluded.n;
    ELSE
      UPDATE follow_up_counts c SET n = c.n + delta
      WHERE c.tenant_id = tenant AND (c.span, c.starts) IN (('hour', hour), ('day', day), ('month', month), ('all', '-infinity'::timestamptz));
    END IF;
  END
  $$;

-- Kept at commit (deferred), as the client counters are (migration 019): a transaction that also writes the audit
-- log takes the office's audit lock before it locks a counter, so two writers never wait on each other in a circle.
-- SECURITY DEFINER: the counters are written past row-level security, whoever changes a client.
CREATE FUNCTION follow_up_counts_keep() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public
  AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM follow_up_counts_add(OLD.tenant_id, OLD.next_follow_up_date, -1); END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM follow_up_counts_add(NEW.tenant_id, NEW.next_follow_up_date, 1); END IF;
    RETURN NULL;
  END
  $$;
REVOKE ALL ON FUNCTION follow_up_counts_keep(), follow_up_counts_add(uuid, timestamptz, integer) FROM PUBLIC;

-- A client counts only while it has a follow-up.
CREATE CONSTRAINT TRIGGER follow_up_counts_on_insert AFTER INSERT ON clients
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.next_follow_up_date IS NOT NULL)
  EXECUTE FUNCTION follow_up_counts_keep();
CREATE CONSTRAINT TRIGGER follow_up_counts_on_delete AFTER DELETE ON clients
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.next_follow_up_date IS NOT NULL)
  EXECUTE FUNCTION follow_up_counts_keep();
-- A change counts only when it moves the follow-up (set, moved, cleared) or the client to another office.
CREATE CONSTRAINT TRIGGER follow_up_counts_on_update AFTER UPDATE OF next_follow_up_date, tenant_id ON clients
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.next_follow_up_date IS DISTINCT FROM NEW.next_follow_up_date OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id)
  EXECUTE FUNCTION follow_up_counts_keep();

-- The follow-ups there are already (as the owner, past row-level security).
INSERT INTO follow_up_counts (tenant_id, span, starts, n)
SELECT tenant_id, span, starts, count(*)
FROM clients c
CROSS JOIN LATERAL (VALUES
  ('hour', date_trunc('hour', c.next_follow_up_date, 'UTC')),
  ('day', date_trunc('day', c.next_follow_up_date, 'UTC')),
  ('month', date_trunc('month', c.next_follow_up_date, 'UTC')),
  ('all', '-infinity'::timestamptz)
) AS s (span, starts)
WHERE c.next_follow_up_date IS NOT NULL
GROUP BY 1, 2, 3;
