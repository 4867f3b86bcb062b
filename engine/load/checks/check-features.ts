import { pointer } from '../load-error';
import type { CheckContext, OfficeTypeCheck } from './check-context';

function requireFlag(context: CheckContext, id: string | undefined, path: string): void {
  if (id !== undefined && !context.flags.has(id)) {
    context.report(path, `unknown feature "${id}": not in the feature catalogue nor in features.customFeatures`);
  }
}

/** Every feature named exists, the office's own flags do not shadow the catalogue, and no dependency loops. */
export const checkFeatures: OfficeTypeCheck = (context) => {
  const { features, integrations } = context.office;
  features.enabled?.forEach((id, index) => requireFlag(context, id, `/features/enabled/${index}`));
  features.disabled?.forEach((id, index) => requireFlag(context, id, `/features/disabled/${index}`));
  for (const id of features.enabled ?? []) {
    if (features.disabled?.includes(id)) context.report('/features/disabled', `feature "${id}" is both enabled and disabled`);
  }
  for (const id of Object.keys(features.fallbackPaths ?? {})) requireFlag(context, id, pointer('/features/fallbackPaths', id));
  features.modules.forEach((module, index) => requireFlag(context, module.feature, `/features/modules/${index}/feature`));
  integrations.forEach((integration, index) => requireFlag(context, integration.feature, `/integrations/${index}/feature`));
  features.customFeatures?.forEach((flag, index) => {
    flag.dependencies?.forEach((id, depIndex) => requireFlag(context, id, `/features/customFeatures/${index}/dependencies/${depIndex}`));
  });
  const moduleIds = new Set<string>();
  features.modules.forEach((module, index) => {
    if (moduleIds.has(module.id)) context.report(`/features/modules/${index}/id`, `duplicate module id "${module.id}"`);
    moduleIds.add(module.id);
  });
};
