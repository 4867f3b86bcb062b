import { effectivePermissions, hasPermission } from '../../../engine/roles';
import type { OfficeContext } from '../../context/office-context';
import { rolesOf } from '../records/record-permissions';
import { SIMULATIONS_VIEW } from './simulations-paths';
import { simulationsForbidden } from './simulations.messages';

/** Refuses (403 SIMULATIONS_FORBIDDEN) a caller whose roles do not grant the permission (simulations.view by default). */
export function requireSimulationPermission(ctx: OfficeContext, permission: string = SIMULATIONS_VIEW): void {
  if (!hasPermission(effectivePermissions(ctx.office, rolesOf(ctx.actor)), permission)) throw simulationsForbidden();
}
