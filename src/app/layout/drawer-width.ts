/** The drawer's width (spec 1 §2): 15% of the window, at least 200 and at most 300 pixels. */
export function drawerWidth(windowWidth: number): number {
  return Math.round(Math.min(300, Math.max(200, windowWidth * 0.15)));
}

/** The path on which the drawer starts closed (spec 1 §2): the PDF form builder needs the whole width. */
export const DRAWER_CLOSED_ON = ['/pdf-form-builder'];

/** Whether the drawer starts open on a path. */
export function drawerStartsOpen(pathname: string): boolean {
  return !DRAWER_CLOSED_ON.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
