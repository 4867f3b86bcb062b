import { checkDashboard } from './checks/check-dashboard';
import { checkDocumentTemplates } from './checks/check-document-templates';
import { checkDocumentTypes } from './checks/check-document-types';
import { checkDuplicateOptions } from './checks/check-duplicate-options';
import { checkEmailTemplates } from './checks/check-email-templates';
import { checkFeatures } from './checks/check-features';
import { checkForms } from './checks/check-forms';
import { checkIcons } from './checks/check-icons';
import { checkLabelTerms } from './checks/check-label-terms';
import { checkLanguages } from './checks/check-languages';
import { checkModules } from './checks/check-modules';
import { checkNavigation } from './checks/check-navigation';
import { checkPolicies } from './checks/check-policies';
import { checkShortcuts } from './checks/check-shortcuts';
import { checkSimulationTemplates } from './checks/check-simulation-templates';
import { checkStatisticFilters } from './checks/check-statistic-filters';
import { checkTermReferences } from './checks/check-term-references';
import { checkWorkflows } from './checks/check-workflows';
import type { OfficeTypeCheck } from './checks/check-context';

/** Every check the loader runs after the schema, in order. */
export const OFFICE_TYPE_CHECKS: readonly OfficeTypeCheck[] = [
  checkLanguages,
  checkTermReferences,
  checkLabelTerms,
  checkIcons,
  checkFeatures,
  checkNavigation,
  checkShortcuts,
  checkDashboard,
  checkStatisticFilters,
  checkForms,
  checkDuplicateOptions,
  checkWorkflows,
  checkEmailTemplates,
  checkModules,
  checkDocumentTypes,
  checkDocumentTemplates,
  checkSimulationTemplates,
  checkPolicies,
];
