import { dashboardGridItems, type DashboardGridItem } from '../dashboard/grid-layout';
import type { StatisticTile } from '../generated/config-types';
import { isRtl, type Language } from '../i18n/languages';
import { buildAppNavigation, buildWorkspaceMenu, type NavigationItem, type NavigationQuickAction } from '../navigation/build-navigation';
import type { OfficeConfiguration } from '../resolve/resolve-office';
import { effectivePermissions } from '../roles';
import { gateRoute, gatedRoutes, type GatedRoute, type RouteGate } from '../routing/route-gating';
import { buildTerminologyResources, type TerminologyResources } from '../terminology/terminology';
import { themeToTokens, type ThemeTokens } from '../theme/theme-tokens';
import { createWorkflowMachine, type WorkflowMachine } from '../workflows/workflow-machine';

/** Who and how the office is shown to. */
export interface OfficeRuntimeOptions {
  language: Language;
  roles: readonly string[];
  mode: 'light' | 'dark';
  /** The installed office-type ids, for the vocabulary's namespace. */
  knownTypes: readonly string[];
}

/** Everything the screens need from one office's configuration, computed once. */
export interface OfficeRuntime {
  config: OfficeConfiguration;
  language: Language;
  direction: 'rtl' | 'ltr';
  permissions: string[];
  terminology: TerminologyResources;
  navigation: { app: NavigationItem[]; workspace: NavigationItem[]; quickActions: NavigationQuickAction[] };
  routes: { gated: GatedRoute[]; gate(path: string): RouteGate };
  dashboard: { statistics: StatisticTile[]; items: DashboardGridItem[] };
  theme: ThemeTokens;
  /** A workflow's machine by workflow id, built on first use. */
  workflow(id: string): WorkflowMachine | undefined;
}

/**
 * Turns a resolved office configuration into what the screens draw: the vocabulary as an i18next namespace,
 * the menus for the viewer's roles, route gating, the dashboard's grid, the antd theme tokens and the workflow
 * machines. Pure: the same in the browser, on the server and in Storybook.
 */
export function buildOfficeRuntime(config: OfficeConfiguration, options: OfficeRuntimeOptions): OfficeRuntime {
  const direction = isRtl(options.language) ? 'rtl' : 'ltr';
  const viewer = { roles: options.roles };
  const workspace = buildWorkspaceMenu(config, viewer);
  const gated = gatedRoutes(config);
  const workflows = [config.workflows.client, config.workflows.document, ...(config.workflows.custom ?? [])];
  return {
    config,
    language: options.language,
    direction,
    permissions: effectivePermissions(config, options.roles),
    terminology: buildTerminologyResources(config, options.knownTypes),
    navigation: { app: buildAppNavigation(config, viewer), workspace: workspace.items, quickActions: workspace.quickActions },
    routes: { gated, gate: (path) => gateRoute(path, config, gated) },
    dashboard: { statistics: config.ui.dashboard.statistics, items: dashboardGridItems(config.ui.dashboard, direction) },
    theme: themeToTokens(config.ui.theme, { mode: options.mode, branding: config.ui.branding, direction }),
    workflow: (id) => {
      const definition = workflows.find((workflow) => workflow.id === id);
      return definition ? createWorkflowMachine(definition) : undefined;
    },
  };
}
