import type * as Api from '../../../api/generated/api-types';

/** What GET /api/admin/office answers (generated from server/modules/office-admin/office-admin.schemas.ts). */
export type OfficeSettingsAnswer = Api.OfficeSettingsAnswer;

/** The office's settings: its office type, the version they are at and its overrides. */
export type OfficeSettings = OfficeSettingsAnswer['data'];

/** The office's overrides of its office type (schemas/tenant-overrides.schema.json). */
export type Overrides = OfficeSettings['overrides'];

/** PUT /api/admin/office's and a revert's answer. */
export type SavedSettings = Api.SavedSettings;

/** One problem at a field, in every language (the server's field errors and warnings). */
export type FieldProblem = SavedSettings['data']['warnings'][number];

/** Where the office settings calls live (the API client adds /api). */
export const OFFICE_SETTINGS_PATH = '/admin/office';
