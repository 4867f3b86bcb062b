/**
 * The protected routes of spec 1 §2 whose areas later issues build; each shows its area's empty state with the
 * title from the navigation until then. The list lives in the engine, where the loader checks quick actions against it.
 */
export { AREA_ROUTES } from '../../../engine/routing/app-routes';
