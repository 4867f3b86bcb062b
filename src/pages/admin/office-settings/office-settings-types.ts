import type * as Api from '../../../api/generated/api-types';

/** GET /api/admin/office's data (generated from server/modules/office-admin/office-admin.schemas.ts). */
export type OfficeSettings = Api.OfficeSettings;

/** The office's overrides of its office type (schemas/tenant-overrides.schema.json). */
export type Overrides = OfficeSettings['overrides'];

/** PUT /api/admin/office's and a revert's answer. */
export type SavedSettings = Api.SavedSettings;

/** One problem at a field, in every language (the server's field errors and warnings). */
export type FieldProblem = SavedSettings['data']['warnings'][number];

/** Where the office settings calls live (the API client adds /api). */
export const OFFICE_SETTINGS_PATH = '/admin/office';
