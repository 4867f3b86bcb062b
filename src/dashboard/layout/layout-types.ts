import type * as Api from '../../api/generated/api-types';

/** The path of the member's dashboard layout (GET, PUT, DELETE), relative to /api. */
export const LAYOUT_PATH = '/dashboard/layout';

/** The path of the office's default layout (admins: PUT, DELETE). */
export const OFFICE_LAYOUT_PATH = '/dashboard/layout/office';

/** What GET /api/dashboard/layout answers (generated from server/modules/dashboard/layout.schemas.ts); SWR keeps a change's answer in its place. */
export type LayoutAnswer = Api.LayoutAnswer;

/** What saving or resetting a layout answers: the layout now shown, with a message. */
export type LayoutChanged = Api.LayoutChanged;

/** GET /api/dashboard/layout's data. */
export type DashboardLayout = LayoutAnswer['data'];

/** A widget's place as the server keeps it: x counts from the start side (the right in Hebrew). */
export type StoredPlace = Api.LayoutChange['items'][number];

/** A placed widget with its type's smallest size, as GET /api/dashboard/layout answers. */
export type StoredItem = DashboardLayout['items'][number];
