import { mutate, preload } from 'swr';
import { fetchOfficeConfig, officeConfigKey } from '../office/office-config-request';
import { loadRuntimeBuilder } from '../office/load-runtime-builder';
import { preloadElement } from '../routing/lazy-page';
import { routeFor, SHELL_LAYOUTS } from '../routing/route-table';
import { authStore } from '../session';

/**
 * What the first screen waits for, started before the app's own code has loaded and side by side with it: the
 * session check, then the office configuration; the first route's layout and page; on a signed-in route, the
 * office runtime.
 */
export function startEarly(pathname: string): void {
  // The office configuration follows the session check at once, not after the app has rendered.
  void authStore.start().then((auth) => {
    const key = officeConfigKey(auth);
    if (!key) return;
    // Kept in SWR's cache once in, so the provider's first render has it; a failure is the provider's to show.
    preload(key, fetchOfficeConfig)
      .then((office) => mutate(key, office, { revalidate: false }))
      .catch(() => undefined);
  });
  const first = routeFor(pathname);
  if (!first) return;
  SHELL_LAYOUTS[first.shell].preload();
  preloadElement(first.element);
  if (first.shell === 'protected') loadRuntimeBuilder().catch(() => undefined);
}
