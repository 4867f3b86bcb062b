import { isPlatformRole } from '../../roles';
import type { OfficeTypeCheck } from './check-context';
import { reportDuplicates } from './check-context';

const FORM_OF_ENTITY = { client: 'clientIntake', document: 'documentUpload', appointment: 'appointmentBooking' } as const;

/** Roles, business checks and policies are consistent with the rest of the file. */
export const checkPolicies: OfficeTypeCheck = (context) => {
  const { security, validation, settings, forms } = context.office;
  reportDuplicates(context, security.roles, '/security/roles', 'role');
  security.roles.forEach((role, index) => {
    if (isPlatformRole(role.id)) context.report(`/security/roles/${index}/id`, `"${role.id}" is a platform role; office roles need their own ids`);
  });
  if (!security.roles.some((role) => role.id === security.defaultProfessionalRole)) {
    context.report('/security/defaultProfessionalRole', `"${security.defaultProfessionalRole}" is not one of security.roles`);
  }
  for (const [entity, rules] of Object.entries(validation ?? {})) {
    const form = forms[FORM_OF_ENTITY[entity as keyof typeof FORM_OF_ENTITY]];
    reportDuplicates(context, rules, `/validation/${entity}`, 'rule');
    rules.forEach((rule, index) => {
      if (!(rule.field in form.fields)) context.report(`/validation/${entity}/${index}/field`, `"${rule.field}" is not a field of the ${form.id} form`);
    });
  }
  const { start, end, days, dayOverrides } = settings.scheduling.workingHours;
  if (start >= end) context.report('/settings/scheduling/workingHours', `working hours start (${start}) must be before they end (${end})`);
  for (const [day, hours] of Object.entries(dayOverrides ?? {})) {
    const at = `/settings/scheduling/workingHours/dayOverrides/${day}`;
    if (!days.includes(day as (typeof days)[number])) context.report(at, `"${day}" is not a working day`);
    if (hours.start >= hours.end) context.report(at, `hours on ${day} start (${hours.start}) must be before they end (${hours.end})`);
  }
  for (const [metric, threshold] of Object.entries(settings.monitoring.webVitals)) {
    if (threshold.good >= threshold.poor) context.report(`/settings/monitoring/webVitals/${metric}`, `good (${threshold.good}) must be below poor (${threshold.poor})`);
  }
};
