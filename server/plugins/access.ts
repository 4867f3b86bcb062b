import type { FastifyInstance, RouteOptions } from 'fastify';
import type { OfficeRole } from '../context/office-context';

/** What a module declares about who may call its routes. */
export interface ModuleAccess {
  /** The features of the office it serves (engine feature ids); empty for what no feature can take away. */
  features: readonly string[];
  /** The roles that may call it (default: every member of the office). */
  roles?: readonly OfficeRole[];
  /** Roles that may only read: a call that changes anything is refused with the module's own refusal. */
  readOnly?: ReadOnlyRoles;
}

/** Roles that may only read a module's data, and the module's answer to their change. */
export interface ReadOnlyRoles {
  roles: readonly OfficeRole[];
  refusal: () => Error;
}

/**
 * Declares, for every route the module registers after this call, the features it serves and the roles that may
 * call it (a route's own config wins). The guards plugin enforces both before the body is read or validated.
 */
export function declareAccess(app: FastifyInstance, access: ModuleAccess): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config ?? {};
    route.config = {
      ...config,
      features: config.features ?? access.features,
      ...(access.roles && !config.roles ? { roles: access.roles } : {}),
      ...(access.readOnly && !config.readOnly ? { readOnly: access.readOnly } : {}),
    };
  });
}
