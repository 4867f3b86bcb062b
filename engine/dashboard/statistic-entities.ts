import type { OfficeType, StatisticTile } from '../generated/config-types';
import { resolveCollection } from '../modules/record-collections';
import { numberFieldsOf, optionFieldsOf, type OptionValue } from './form-statistic-fields';

/** The fields of an entity that an office type declares for a tile: filter fields with the values each takes, and summable fields. */
export interface OfficeStatisticFields {
  filters: Readonly<Record<string, readonly OptionValue[]>>;
  sums: readonly string[];
}

/** Where an office type declares more fields of an entity, said for the docs, and read from the office for a tile. */
export interface OfficeFieldsRule {
  /** Where the fields come from, in a sentence of the README (office-types/README.md). */
  description: string;
  of(office: Pick<OfficeType, 'features' | 'forms' | 'workflows'>, tile: Pick<StatisticTile, 'module'>): OfficeStatisticFields;
}

/** What a statistic tile can count or sum: each entity's filterable fields and its summable fields. */
export interface StatisticEntity {
  filterFields: readonly string[];
  sumFields: readonly string[];
  /**
   * The fields each office type declares besides these (its own forms' and workflows'): a field named in both is the
   * entity's own.
   */
  officeFields?: OfficeFieldsRule;
}

const NO_FIELDS: OfficeStatisticFields = { filters: {}, sums: [] };


/** The entities a statistic tile may name (schemas/dashboard.schema.json), computed by the server. */
export const STATISTIC_ENTITIES: Readonly<Record<string, StatisticEntity>> = {
  clients: {
    filterFields: ['status', 'stage', 'priority', 'source', 'tags', 'assignedTo'],
    sumFields: [],
    officeFields: {
      description:
        "`stage`, a stage of the office's client workflow (`workflows.client`; none without one), and every field of the office's client intake form (`forms.clientIntake`) that has `options`, compared with its options' values",
      of: (office) => ({ filters: { ...optionFieldsOf(office.forms.clientIntake), stage: office.workflows?.client?.stages.map((stage) => stage.id) ?? [] }, sums: [] }),
    },
  },
  leads: { filterFields: ['status', 'score', 'source', 'priority', 'assignedTo'], sumFields: ['score'] },
  documents: {
    filterFields: ['status', 'type', 'sharing', 'stage'],
    sumFields: ['size'],
    officeFields: {
      description: "`stage`, a stage of the office's document workflow (`workflows.document`; none without one)",
      of: (office) => ({ filters: { stage: office.workflows?.document?.stages.map((stage) => stage.id) ?? [] }, sums: [] }),
    },
  },
  opportunities: { filterFields: ['stage', 'status', 'owner'], sumFields: ['value'] },
  simulations: { filterFields: ['type', 'isShared'], sumFields: ['result.totalSavings', 'result.monthlyPension'] },
  tasks: { filterFields: ['status', 'priority', 'taskType', 'assignTo'], sumFields: [] },
  appointments: { filterFields: ['status', 'type'], sumFields: ['durationMinutes'] },
  deadlines: { filterFields: ['status', 'priority'], sumFields: [] },
  // A module's own records (issue 20), of the tile's `module`.
  records: {
    filterFields: ['stage', 'assignedTo', 'client'],
    sumFields: [],
    officeFields: {
      description:
        "every field of the module's form (one with `options` compared with its options' values); `stage`, a stage of the module's workflow (for a view, one it shows); a sum adds up a `number` field of the module's form",
      // Its stage is the records' own field, checked against the workflow and the view by check-record-tile.ts.
      of: (office, tile) => {
        const collection = tile.module ? resolveCollection(office, tile.module) : undefined;
        return collection ? { filters: optionFieldsOf(collection.form), sums: numberFieldsOf(collection.form) } : NO_FIELDS;
      },
    },
  },
};

/** The entity whose tiles name a module of kind records, and whose filters may name that module's form fields. */
export const RECORDS_ENTITY = 'records';

/** The fields a tile's office declares for its entity (none for an entity whose fields are all its own). */
export const officeFieldsOf = (office: Pick<OfficeType, 'features' | 'forms' | 'workflows'>, tile: Pick<StatisticTile, 'entity' | 'module'>): OfficeStatisticFields =>
  STATISTIC_ENTITIES[tile.entity]?.officeFields?.of(office, tile) ?? NO_FIELDS;
