import type { Overrides } from '../office-settings/office-settings-types';

/** One saved version of the office's settings, as GET /api/admin/office/versions lists them. */
export interface SettingsVersion {
  id: string;
  version: number;
  overrides: Overrides;
  changed: string[];
  revertedFrom: number | null;
  createdBy: string | null;
  createdByName: string | null;
  createdAt: string;
}

/** A page of versions, newest first. */
export interface VersionsPage {
  success: true;
  data: SettingsVersion[];
  pagination: { page: number; limit: number; total: number };
}

/** The SWR key of a page of versions. */
export const versionsKey = (page: number, limit = 20) => `/admin/office/versions?page=${page}&limit=${limit}`;

/** The revert call of a version. */
export const revertPath = (id: string) => `/admin/office/versions/${id}/revert`;
