import type { DownloadedFile } from '../../api/api-client-options';
import { api } from '../../app/session';
import type { FormDefinition, LocalizedText } from '../../../engine/generated/config-types';
import type { FormFile, FormListAnswer, FormUseBody, PublicLink, PublishedLink, StoredFormAnswer } from '../../api/generated/api-types';

/** What the office's form list shows of a stored form. */
export type FormSummary = FormListAnswer['data'][number];

/** A stored form: its summary and its definition (a FormDefinition, which the answer's schema leaves open). */
export type StoredForm = Omit<StoredFormAnswer['data'], 'definition'> & { definition: FormDefinition };

/** A form as exported and imported (a JSON file). */
export type FormExport = Omit<FormFile, 'definition'> & { definition: FormDefinition };

/** What a form can be used as: the client intake, or a records module's form (`module:<id>`), as `usedAs` names it. */
export type FormUse = 'clientIntake' | `module:${string}`;

/** What a use asks: the client intake, a records module's form (the module named), or none of its uses. */
export type UseRequest = FormUseBody & ({ as: 'clientIntake' } | { as: 'module'; module: string } | { as: 'none' });

export type { PublicLink, PublishedLink };

/** The forms' API paths (the API client adds /api). */
export const FORMS_API = {
  list: '/forms',
  one: (id: string) => `/forms/${encodeURIComponent(id)}`,
  export: (id: string) => `/forms/${encodeURIComponent(id)}/export`,
  import: '/forms/import',
  use: (id: string) => `/forms/${encodeURIComponent(id)}/use`,
  publicLink: (id: string) => `/forms/${encodeURIComponent(id)}/public-link`,
} as const;

/** How the builder's page reads and writes the office's forms. */
export interface FormsApi {
  list(): Promise<{ data: FormSummary[] }>;
  get(id: string): Promise<{ data: StoredForm }>;
  create(definition: FormDefinition, category?: string): Promise<{ data: StoredForm }>;
  /** 409 when `version` is not the stored one (someone saved meanwhile). */
  update(id: string, definition: FormDefinition, version: number, category?: string): Promise<{ data: StoredForm }>;
  remove(id: string): Promise<unknown>;
  exportFile(id: string): Promise<DownloadedFile>;
  importForm(file: FormExport): Promise<{ data: StoredForm }>;
  use(id: string, use: UseRequest): Promise<unknown>;
  /** The form's public link, or null when it was never published. */
  publicLink(id: string): Promise<{ data: PublicLink | null }>;
  /** Publishes the form (a new token; the old link stops), with a consent text or none. */
  publish(id: string, consent: LocalizedText | null): Promise<{ data: PublishedLink }>;
  changeLink(id: string, change: { isActive?: boolean; consent?: LocalizedText | null }): Promise<{ data: PublicLink }>;
}

const withCategory = (category: string | undefined) => (category ? { category } : {});

/** The server's forms, through the session's API client (session cookie and CSRF). */
export const serverFormsApi: FormsApi = {
  list: () => api.get(FORMS_API.list),
  get: (id) => api.get(FORMS_API.one(id)),
  create: (definition, category) => api.post(FORMS_API.list, { definition, ...withCategory(category) }),
  update: (id, definition, version, category) => api.put(FORMS_API.one(id), { definition, version, ...withCategory(category) }),
  remove: (id) => api.delete(FORMS_API.one(id)),
  exportFile: (id) => api.get<DownloadedFile>(FORMS_API.export(id), { responseType: 'blob' }),
  importForm: (file) => api.post(FORMS_API.import, file),
  use: (id, use) => api.post(FORMS_API.use(id), use),
  publicLink: (id) => api.get(FORMS_API.publicLink(id)),
  publish: (id, consent) => api.post(FORMS_API.publicLink(id), { consent }),
  changeLink: (id, change) => api.patch(FORMS_API.publicLink(id), change),
};

/** Whether a parsed file is a form exported from the builder. */
export function isFormExport(value: unknown): value is FormExport {
  if (!value || typeof value !== 'object') return false;
  const file = value as Partial<FormExport>;
  return file.format === 'lishka-form' && file.formatVersion === 1 && typeof file.definition === 'object' && file.definition !== null;
}
