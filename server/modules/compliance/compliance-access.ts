import { effectivePermissions, hasPermission } from '../../../engine/roles';
import type { OfficeContext } from '../../context/office-context';
import { rolesOf } from '../records/record-permissions';
import { complianceForbidden } from './compliance.messages';

/** The permission the compliance area asks for (spec 3 §6: resource.action). */
export const COMPLIANCE_VIEW_PERMISSION = 'compliance.view';

/** Whether the caller's roles (platform and professional) grant compliance.view: an admin's do, a partner's or a compliance officer's do. */
export function mayViewCompliance(ctx: OfficeContext): boolean {
  return hasPermission(effectivePermissions(ctx.office, rolesOf(ctx.actor)), COMPLIANCE_VIEW_PERMISSION);
}

/** Refuses (403 COMPLIANCE_FORBIDDEN) a caller whose roles do not grant compliance.view. */
export function requireComplianceView(ctx: OfficeContext): void {
  if (!mayViewCompliance(ctx)) throw complianceForbidden();
}
