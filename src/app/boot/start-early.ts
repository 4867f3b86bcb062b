import { mutate, preload } from 'swr';
import { dashboardOwner, loadDashboardBatch } from '../../dashboard/dashboard-batch';
import { fetchOfficeConfig, officeConfigKey } from '../office/office-config-request';
import { loadRuntimeBuilder } from '../office/load-runtime-builder';
import { preloadElement } from '../routing/lazy-page';
import { DashboardPage } from '../routing/pages';
import { routeFor, SHELL_LAYOUTS } from '../routing/route-table';
import { api, authStore } from '../session';

/**
 * What the first screen waits for, started before the app's own code has loaded and side by side with it: the
 * session check, then the office configuration (and on the dashboard its batch of reads); the first route's layout and
 * page; on a signed-in route, the office runtime.
 */
export function startEarly(pathname: string): void {
  const first = routeFor(pathname);
  // The office configuration follows the session check at once, not after the app has rendered; on the dashboard,
  // so do its widgets' reads, in one batch, beside the configuration rather than after it. Asked for as the answer is
  // stored, before the app's own listeners redraw with it: the office provider then finds the call under way.
  const stop = authStore.subscribe(() => {
    const auth = authStore.getSnapshot();
    if (auth.phase === 'checking') return;
    stop();
    const owner = dashboardOwner(auth);
    const isDashboard = first?.element.type === DashboardPage;
    if (owner && isDashboard) loadDashboardBatch(api, owner);
    const key = officeConfigKey(auth);
    if (!key) return;
    // Kept in SWR's cache once in, so the provider's first render has it; a failure is the provider's to show. On the
    // dashboard, its widgets' code is asked for as soon as the configuration names them, not once the grid draws.
    preload(key, fetchOfficeConfig)
      .then((office) => {
        if (isDashboard && 'dashboard' in office.ui) {
          const types = office.ui.dashboard.widgets.filter((widget) => widget.visible !== false).map((widget) => widget.type);
          // The registry comes with the dashboard's code, not in the entry every page loads.
          import('../../dashboard/widget-components').then((registry) => registry.preloadWidgets(types)).catch(() => undefined);
        }
        return mutate(key, office, { revalidate: false });
      })
      .catch(() => undefined);
  });
  void authStore.start();
  if (!first) return;
  SHELL_LAYOUTS[first.shell].preload();
  preloadElement(first.element);
  if (first.shell === 'protected') loadRuntimeBuilder().catch(() => undefined);
}
