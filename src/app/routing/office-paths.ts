import type { NavigationItem, NavigationQuickAction } from '../../../engine/navigation/build-navigation';
import { pathOnly as bare } from '../../../engine/routing/route-gating';
import type { OfficeRuntime } from '../../../engine/runtime/build-office-runtime';


function navigationPaths(items: readonly (NavigationItem | NavigationQuickAction)[]): string[] {
  return items.flatMap((item) => [...(item.path ? [bare(item.path)] : []), ...('children' in item ? navigationPaths(item.children) : [])]);
}

/**
 * Whether a path is one of the office's own areas (a module route, a menu or quick-action target), so it
 * shows that area rather than 404: /matters, /matters/42, /time-billing/new for a legal office.
 */
export function isOfficePath(runtime: OfficeRuntime, path: string): boolean {
  const target = bare(path);
  const modules = runtime.config.features.modules.flatMap((module) => [module.route, ...(module.subRoutes ?? []).map((sub) => sub.path)]).map(bare);
  const exact = [...navigationPaths(runtime.navigation.app), ...navigationPaths(runtime.navigation.workspace), ...navigationPaths(runtime.navigation.quickActions)];
  return exact.includes(target) || modules.some((route) => route !== '/' && (target === route || target.startsWith(`${route}/`)));
}
