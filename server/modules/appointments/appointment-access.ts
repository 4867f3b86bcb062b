import { effectivePermissions, hasPermission } from '../../../engine/roles';
import { moduleKind } from '../../../engine/modules/module-kinds';
import type { FeatureModule } from '../../../engine/generated/config-types';
import type { OfficeContext } from '../../context/office-context';
import { httpError } from '../../plugins/errors';
import { rolesOf } from '../records/record-permissions';
import { appointmentError } from './appointments.messages';

/** What a call does to a calendar's appointments, each with its permission (`<module>.<action>`, spec 3 §6). */
export type AppointmentAction = 'view' | 'create' | 'edit';

/** A module of kind "calendar" of the office, by id. */
export function calendarModuleOf(ctx: OfficeContext, moduleId: string): FeatureModule | undefined {
  return ctx.office.features.modules.find((module) => module.id === moduleId && moduleKind(module) === 'calendar');
}

/**
 * Whether the actor may do this to a calendar's appointments: the module's own permissions to see it (its
 * `requiredPermissions`, as the menu shows it), and `<module>.create` or `<module>.edit` for a change; a viewer only reads.
 */
export function mayActOnCalendar(ctx: OfficeContext, module: FeatureModule, action: AppointmentAction): boolean {
  const roles = rolesOf(ctx.actor);
  const granted = effectivePermissions(ctx.office, roles);
  if (!module.requiredPermissions.every((permission) => hasPermission(granted, permission))) return false;
  if (action === 'view') return true;
  return !roles.includes('viewer') && hasPermission(granted, `${module.id}.${action}`);
}

/**
 * The calendar module a call reaches, as the guards answer every other module's routes: 404 for no module of kind
 * "calendar" by that id, 403 FEATURE_UNAVAILABLE when the office has its feature off, 403 when the caller's roles
 * may not see it, or (for a change) may see but not change it.
 */
export function calendarModule(ctx: OfficeContext, moduleId: string, action: AppointmentAction = 'view'): FeatureModule {
  const module = calendarModuleOf(ctx, moduleId);
  if (!module) throw appointmentError(404, 'CALENDAR_MODULE_NOT_FOUND');
  if (module.feature !== undefined && !ctx.office.enabledFeatures.includes(module.feature)) throw httpError(403, 'FEATURE_UNAVAILABLE');
  if (!mayActOnCalendar(ctx, module, 'view')) throw appointmentError(403, 'APPOINTMENTS_FORBIDDEN');
  if (action !== 'view' && !mayActOnCalendar(ctx, module, action)) throw appointmentError(403, 'APPOINTMENTS_READ_ONLY');
  return module;
}
