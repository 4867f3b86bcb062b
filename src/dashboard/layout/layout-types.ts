import type * as Api from '../../api/generated/api-types';

/** The path of the member's dashboard layout (GET, PUT, DELETE), relative to /api. */
export const LAYOUT_PATH = '/dashboard/layout';

/** The path of the office's default layout (admins: PUT, DELETE). */
export const OFFICE_LAYOUT_PATH = '/dashboard/layout/office';

/** A widget's place as the server keeps it: x counts from the start side (the right in Hebrew). */
export interface StoredPlace {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A placed widget with its type's smallest size, as GET /api/dashboard/layout answers. */
export interface StoredItem extends StoredPlace {
  minW: number;
  minH: number;
}

/** GET /api/dashboard/layout's data (generated from server/modules/dashboard/layout.schemas.ts). */
export type DashboardLayout = Api.DashboardLayout;

/** The layout answer's envelope, as SWR keeps it. */
export interface LayoutAnswer {
  success: true;
  data: DashboardLayout;
  message?: string;
  messages?: Record<string, string>;
}
