// The engine's public API: pure TypeScript that turns office-type JSON into a running office, in the browser
// and on the server alike. React bindings live in engine/react/ and are imported from there.
export type * from './generated/config-types';

export { LANGUAGES, isLanguage, isRtl, pickText, type Language } from './i18n/languages';
export { engineLogger, setEngineLogger, type EngineLogger } from './logger';
export { PLATFORM_ROLES, PLATFORM_ROLE_NAMES, effectivePermissions, hasPermission, isPlatformRole } from './roles';
export { configSchemas, validateAgainst, type SchemaIssue } from './validation/schema-validators';

export { loadOfficeType, parseOfficeTypeText, type LoadOptions, type LoadResult } from './load/load-office-type';
export { createOfficeTypeCatalog, type OfficeTypeCatalog, type OfficeTypeSource } from './load/office-type-catalog';
export { formatLoadErrors, type LoadError } from './load/load-error';
export { CURRENT_SCHEMA_VERSION, migrateOfficeType } from './load/migrations';

export { deepMerge } from './resolve/deep-merge';
export { FALLBACK_OFFICE_TYPE, resolveOfficeConfiguration, type OfficeConfiguration, type ResolveRequest } from './resolve/resolve-office';
export { FEATURE_CATALOGUE, checkFeatureCatalogue, flagsForOffice } from './features/feature-catalogue';
export { enabledFeatureIds, resolveFeatureFlags, type FlagReason, type ResolvedFlag } from './features/resolve-features';

export { buildTerminologyResources, isValidTerminology, resolveLabel, termFor, terminologyNamespace } from './terminology/terminology';
export { buildAppNavigation, buildWorkspaceMenu, type NavigationItem, type NavigationQuickAction } from './navigation/build-navigation';
export { ALWAYS_AVAILABLE_ROUTES, featureForRoute, gateRoute, gatedRoutes, type GatedRoute, type RouteGate } from './routing/route-gating';
export { selectTenant, shouldDropStoredTenant, tenantSlugFromHost, type TenantHints } from './tenant/tenant-resolution';
export { DASHBOARD_COLUMNS, dashboardGridItems, mirrorX, type DashboardGridItem } from './dashboard/grid-layout';
export { STATISTIC_ENTITIES } from './dashboard/statistic-entities';
export { buildOfficeRuntime, type OfficeRuntime, type OfficeRuntimeOptions } from './runtime/build-office-runtime';

export { createWorkflowMachine, type WorkflowMachine } from './workflows/workflow-machine';
export { resumeWorkflow, sendWorkflowEvent, startWorkflow, workflowPosition } from './workflows/workflow-actor';
export { availableTransitions, canApprove, checkApproval, checkStart, checkTransition } from './workflows/transition-rules';
export { listOverdue, slaDeadline } from './workflows/sla';
export { workflowActionTypes, workflowActions } from './workflows/action-registry';

export { formFieldTypes, type FormFieldTypeDefinition } from './forms/field-types';
export { buildFormSpec } from './forms/form-spec';
export { applyVisibility, evaluateCondition, visibleFieldKeys } from './forms/visibility';
export { localizeErrors } from './forms/form-messages';
export { validateFormData } from './forms/validate-form-data';

export { themeToTokens, type ThemeTokens } from './theme/theme-tokens';
export { validateTheme } from './theme/theme-validation';
export { validateLogoFile } from './theme/logo-validation';
export { mergeTheme } from './theme/merge-theme';
export { DEFAULT_THEME, resolveTheme } from './theme/theme-defaults';

export { checkPassword, describePasswordPolicy, isPasswordExpired, passwordReuseDepth } from './policies/password-policy';
export { AVATAR_UPLOAD_POLICY, DOCUMENT_UPLOAD_POLICY, checkUpload } from './policies/upload-policy';
export { sniffFileType } from './policies/sniff-file-type';
export { sessionState } from './policies/session-policy';
export { GENERIC_WEB_VITALS, rateMetric, summarizeVitals } from './vitals/web-vitals';
