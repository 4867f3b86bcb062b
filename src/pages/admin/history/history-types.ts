import type * as Api from '../../../api/generated/api-types';

/** A page of the office's saved versions, newest first (generated from server/modules/office-admin/office-admin.schemas.ts). */
export type VersionsPage = Api.VersionsPage;

/** One saved version of the office's settings. */
export type SettingsVersion = VersionsPage['data'][number];

/** The SWR key of a page of versions. */
export const versionsKey = (page: number, limit = 20) => `/admin/office/versions?page=${page}&limit=${limit}`;

/** The revert call of a version. */
export const revertPath = (id: string) => `/admin/office/versions/${id}/revert`;
