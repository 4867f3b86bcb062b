/** The office's overrides of its office type, as GET /api/admin/office answers them (schemas/tenant-overrides.schema.json). */
export type Overrides = Record<string, unknown>;

/** GET /api/admin/office's data. */
export interface OfficeSettings {
  officeType: string;
  version: number;
  overrides: Overrides;
}

/** One problem at a field, in every language (the server's field errors and warnings). */
export interface FieldProblem {
  field: string;
  message: string;
  messages: Record<string, string>;
}

/** PUT /api/admin/office's and a revert's answer. */
export interface SavedSettings {
  success: true;
  message: string;
  messages: Record<string, string>;
  data: OfficeSettings & { changed: string[]; warnings: FieldProblem[] };
}

/** Where the office settings calls live (the API client adds /api). */
export const OFFICE_SETTINGS_PATH = '/admin/office';
