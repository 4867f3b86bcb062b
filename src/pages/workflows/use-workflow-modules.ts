import { useMemo } from 'react';
import type { LocalizedText } from '../../../engine/generated/config-types';
import { ownCollections } from '../../../engine/modules/record-collections';
import { hasPermission } from '../../../engine/roles';
import { pathOnly } from '../../../engine/routing/route-gating';
import { useOffice } from '../../app/office/office-context';

/** A module of the office whose records run a workflow: its id, its name and its route. */
export interface WorkflowModule {
  id: string;
  name: LocalizedText;
  path: string;
}

/**
 * The office's modules whose own records run a workflow (engine/modules/record-collections.ts ownCollections), as
 * the menu would show them to this member: the module's feature on and its permissions held.
 */
export function useWorkflowModules(): WorkflowModule[] {
  const { runtime } = useOffice();
  return useMemo(() => {
    if (!runtime) return [];
    const { config, permissions } = runtime;
    const isOn = (feature: string | undefined) => feature === undefined || config.featureFlags.features[feature]?.enabled === true;
    return ownCollections(config).flatMap((collection) => {
      const module = config.features.modules.find((candidate) => candidate.id === collection.moduleId);
      if (!collection.workflow || !module || !isOn(module.feature)) return [];
      if (!module.requiredPermissions.every((permission) => hasPermission(permissions, permission))) return [];
      return [{ id: module.id, name: module.name, path: pathOnly(module.route) }];
    });
  }, [runtime]);
}
