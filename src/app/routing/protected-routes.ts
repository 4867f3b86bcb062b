/**
 * The protected routes of spec 1 §2 whose areas later issues build; each shows its area's empty state with the
 * title from the navigation until then. Dashboard, the client and lead screens, the deals (opportunities), profile, settings and admin have
 * pages of their own.
 */
export const AREA_ROUTES = [
  '/documents',
  '/documents/:id',
  '/documents/workflows',
  '/documents/workflows/:id',
  '/simulations',
  '/simulations/new',
  '/simulations/enhanced-pension',
  '/form-builder',
  '/pdf-form-builder',
  '/xml',
  '/workflows',
  '/deadlines',
  '/compliance/*',
  '/monitoring',
  '/reports/*',
  '/design-system',
] as const;
