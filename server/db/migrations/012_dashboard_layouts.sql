-- The dashboard (issue 7): saved grid layouts, and the indexes its statistics and activity feed read by.
-- PostgreSQL 15 syntax (PGlite embeds 18; both must accept every statement).

-- A dashboard layout of an office: the office's default (user_id null, saved by an admin) or one member's own.
-- items is the react-grid-layout list [{ i, x, y, w, h }] on the 12-column grid, x from the start side, checked
-- by the server against the office's widgets before it is stored. A member's layout goes with their membership.
CREATE TABLE dashboard_layouts (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid,
  items jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array' AND jsonb_array_length(items) <= 30),
  updated_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES memberships (tenant_id, user_id) ON DELETE CASCADE,
  -- One office default and one layout per member: the null user_id counts as one value.
  UNIQUE NULLS NOT DISTINCT (tenant_id, user_id)
);

-- Members see the office's default and their own layout only, never another member's.
ALTER TABLE dashboard_layouts ENABLE ROW LEVEL SECURITY;
ALTER TABLE dashboard_layouts FORCE ROW LEVEL SECURITY;
CREATE POLICY dashboard_layouts_tenant ON dashboard_layouts
  USING (tenant_id = app_current_tenant() AND (user_id IS NULL OR user_id = app_current_user()))
  WITH CHECK (tenant_id = app_current_tenant() AND (user_id IS NULL OR user_id = app_current_user()));

GRANT SELECT, INSERT, UPDATE, DELETE ON dashboard_layouts TO lishka_app;

-- Statistic tiles count or sum the rows created in a period (and the period before it): by creation time.
-- clients has clients_created_idx already.
CREATE INDEX opportunities_created_idx ON opportunities (tenant_id, created_at DESC);
CREATE INDEX client_documents_created_idx ON client_documents (tenant_id, created_at DESC);

-- Recent activity takes the newest few of each kind (client, document, deal): by type, newest first.
CREATE INDEX client_activities_type_time_idx ON client_activities (tenant_id, type, occurred_at DESC, id DESC);
