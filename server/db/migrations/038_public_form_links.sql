-- A stored form published as a public link (issue 25): anyone holding the link fills the form, and each submission
-- arrives as a new lead of the office. The link's token is never kept, only its SHA-256 (as signing links are); a
-- new token replaces the old one, and an admin can turn the link off. An optional consent checkbox, its text per
-- language. PostgreSQL 15 syntax (PGlite embeds 18; both accept it). Tenant table: forced row-level security shows
-- only the current tenant's rows; the public page finds its office through public_form_link_lookup.
CREATE TABLE public_form_links (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  form_id uuid NOT NULL,
  token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
  is_active boolean NOT NULL DEFAULT true,
  -- The consent checkbox's text by language ({"he": …, "en": …}), or null for a form without one.
  consent jsonb CHECK (consent IS NULL OR jsonb_typeof(consent) = 'object'),
  submission_count integer NOT NULL DEFAULT 0 CHECK (submission_count >= 0),
  last_submitted_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  -- One link a form.
  UNIQUE (tenant_id, form_id),
  FOREIGN KEY (tenant_id, form_id) REFERENCES office_forms (tenant_id, id) ON DELETE CASCADE
);

ALTER TABLE public_form_links ENABLE ROW LEVEL SECURITY;
ALTER TABLE public_form_links FORCE ROW LEVEL SECURITY;
CREATE POLICY public_form_links_tenant ON public_form_links USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
-- Turning a link off is a mark (is_active): the application never removes a row.
GRANT SELECT, INSERT, UPDATE ON public_form_links TO lishka_app;

-- A public form link's id and office, by the hash of its token (past row-level security, that one row only): the
-- public page learns which office to work in, then reads the link and its form under that office's security.
CREATE FUNCTION public_form_link_lookup(hash bytea)
  RETURNS TABLE (link_id uuid, tenant_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  AS $$
    SELECT l.id, l.tenant_id FROM public_form_links l WHERE l.token_hash = hash
  $$;
GRANT EXECUTE ON FUNCTION public_form_link_lookup(bytea) TO lishka_app;
