import type { FeatureModule } from '../generated/config-types';

/** A kind of module: what its route draws (issue 20). The web app registers one screen per kind. */
export interface ModuleKind {
  /** Whether the module declares its records (`collection`): required of this kind, refused of any other. */
  readonly hasCollection: boolean;
  /** Whether the kind's screens are built; a module of a kind not built yet shows its area page. */
  readonly isBuilt: boolean;
  /** The feature a module of this kind belongs to (its `feature`), so that the feature's switch gates its route wherever the office puts it. */
  readonly feature?: string;
}

/**
 * The module kinds an office type may declare (`features.modules[].kind`), the schema's enum exactly
 * (module-kinds.test.ts). A route renders the screen its module's kind names; no screen branches on an office type.
 */
export const MODULE_KINDS = {
  records: { hasCollection: true, isBuilt: true },
  clients: { hasCollection: false, isBuilt: true },
  leads: { hasCollection: false, isBuilt: true },
  calendar: { hasCollection: false, isBuilt: true },
  deadlines: { hasCollection: false, isBuilt: true },
  documents: { hasCollection: false, isBuilt: true },
  simulations: { hasCollection: false, isBuilt: false },
  'pension-simulation': { hasCollection: false, isBuilt: false, feature: 'simulations' },
  'xml-intake': { hasCollection: false, isBuilt: true, feature: 'xml-documents' },
  reports: { hasCollection: false, isBuilt: false },
  portal: { hasCollection: false, isBuilt: false },
  area: { hasCollection: false, isBuilt: false },
} as const satisfies Record<NonNullable<FeatureModule['kind']>, ModuleKind>;

/** A module kind's id. */
export type ModuleKindId = keyof typeof MODULE_KINDS;

/** The kind a module is: the one it declares, else clients for the module whose entity is the clients, else an area page. */
export function moduleKind(module: Pick<FeatureModule, 'kind' | 'entity'>): ModuleKindId {
  return module.kind ?? (module.entity === 'clients' ? 'clients' : 'area');
}
