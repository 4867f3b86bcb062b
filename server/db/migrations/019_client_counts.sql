-- The office's clients counted as they change (issue 19), so that the statistics read counters instead of counting
-- rows: by kind, status, priority and lead status, per UTC day and per UTC month of creation, and of all time.
-- PostgreSQL 15 syntax (PGlite embeds 18). A count over any window is read from the counters of its whole months and
-- days and from the rows of its part-days at the ends (server/client-counts).

CREATE TABLE client_counts (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  -- 'day' or 'month': the clients created in the UTC day or month beginning at `starts`; 'all': every client
  -- (starts is -infinity).
  span text NOT NULL CHECK (span IN ('day', 'month', 'all')),
  starts date NOT NULL,
  kind text NOT NULL,
  status text NOT NULL,
  priority text NOT NULL,
  lead_status text,
  n bigint NOT NULL
);
CREATE UNIQUE INDEX client_counts_key ON client_counts (tenant_id, span, starts, kind, status, priority, lead_status) NULLS NOT DISTINCT;

ALTER TABLE client_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE client_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY client_counts_tenant_read ON client_counts FOR SELECT USING (tenant_id = app_current_tenant());
-- The application reads them; only the trigger below, as the table's owner, writes them.
GRANT SELECT ON client_counts TO lishka_app;

-- Adds `delta` to the counters of a client's day, month and all time. A removal only lowers counters that exist:
-- when an office is deleted its counters go first (the foreign key's cascade), and nothing is written back.
CREATE FUNCTION client_counts_add(client clients, delta integer) RETURNS void
  LANGUAGE plpgsql
  SET search_path = public
  AS $$
  DECLARE
    day date := (client.created_at AT TIME ZONE 'UTC')::date;
    month date := date_trunc('month', client.created_at AT TIME ZONE 'UTC')::date;
  BEGIN
    IF delta > 0 THEN
      INSERT INTO client_counts AS c (tenant_id, span, starts, kind, status, priority, lead_status, n)
      VALUES
        (client.tenant_id, 'day', day, client.kind, client.status, client.priority, client.lead_status, delta),
        (client.tenant_id, 'month', month, client.kind, client.status, client.priority, client.lead_status, delta),
        (client.tenant_id, 'all', '-infinity', client.kind, client.status, client.priority, client.lead_status, delta)
      ON CONFLICT (tenant_id, span, starts, kind, status, priority, lead_status) DO UPDATE SET n = c.n + excluded.n;
    ELSE
      UPDATE client_counts c SET n = c.n + delta
      WHERE c.tenant_id = client.tenant_id AND (c.span, c.starts) IN (('day', day), ('month', month), ('all', '-infinity'::date))
        AND c.kind = client.kind AND c.status = client.status AND c.priority = client.priority AND c.lead_status IS NOT DISTINCT FROM client.lead_status;
    END IF;
  END
  $$;

-- Kept at commit (deferred): a transaction that also writes the audit log takes the office's audit lock before it
-- locks a counter, whatever order its statements ran in, so two writers never wait on each other in a circle.
-- SECURITY DEFINER: the counters are written past row-level security, whoever changes a client.
CREATE FUNCTION client_counts_keep() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public
  AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM client_counts_add(OLD, -1); END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM client_counts_add(NEW, 1); END IF;
    RETURN NULL;
  END
  $$;
REVOKE ALL ON FUNCTION client_counts_keep(), client_counts_add(clients, integer) FROM PUBLIC;

CREATE CONSTRAINT TRIGGER client_counts_on_insert_or_delete AFTER INSERT OR DELETE ON clients
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION client_counts_keep();
-- A change counts only when it moves the client to other counters.
CREATE CONSTRAINT TRIGGER client_counts_on_update AFTER UPDATE OF kind, status, priority, lead_status, created_at ON clients
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.status IS DISTINCT FROM NEW.status OR OLD.priority IS DISTINCT FROM NEW.priority
    OR OLD.lead_status IS DISTINCT FROM NEW.lead_status OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION client_counts_keep();

-- The clients there are already (as the owner, past row-level security).
INSERT INTO client_counts (tenant_id, span, starts, kind, status, priority, lead_status, n)
SELECT tenant_id, 'day', (created_at AT TIME ZONE 'UTC')::date, kind, status, priority, lead_status, count(*) FROM clients GROUP BY 1, 2, 3, 4, 5, 6, 7
UNION ALL
SELECT tenant_id, 'month', date_trunc('month', created_at AT TIME ZONE 'UTC')::date, kind, status, priority, lead_status, count(*) FROM clients GROUP BY 1, 2, 3, 4, 5, 6, 7
UNION ALL
SELECT tenant_id, 'all', '-infinity'::date, kind, status, priority, lead_status, count(*) FROM clients GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- The sources of the clients created in a period (the analytics' top sources), from the index alone.
CREATE INDEX clients_source_created_idx ON clients (tenant_id, created_at) INCLUDE (source) WHERE source IS NOT NULL;
