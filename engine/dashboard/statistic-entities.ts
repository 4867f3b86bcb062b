/** What a statistic tile can count or sum: each entity's filterable fields and its summable fields. */
export interface StatisticEntity {
  filterFields: readonly string[];
  sumFields: readonly string[];
}

/** The entities a statistic tile may name (schemas/dashboard.schema.json), computed by the server. */
export const STATISTIC_ENTITIES: Readonly<Record<string, StatisticEntity>> = {
  // A client's stage is the stage of its run of the office's client workflow (workflows.client).
  clients: { filterFields: ['status', 'stage', 'priority', 'clientType', 'source', 'tags', 'assignedTo'], sumFields: [] },
  leads: { filterFields: ['status', 'score', 'source', 'priority', 'assignedTo'], sumFields: ['score'] },
  documents: { filterFields: ['status', 'type', 'sharing'], sumFields: ['size'] },
  opportunities: { filterFields: ['stage', 'status', 'owner'], sumFields: ['value'] },
  simulations: { filterFields: ['type', 'isShared'], sumFields: ['result.totalSavings', 'result.monthlyPension'] },
  tasks: { filterFields: ['status', 'priority', 'taskType', 'assignTo'], sumFields: [] },
  appointments: { filterFields: ['status', 'type'], sumFields: ['durationMinutes'] },
  deadlines: { filterFields: ['status', 'priority'], sumFields: [] },
  // A module's own records (issue 20): besides these, a tile may filter on a field of the module's form.
  records: { filterFields: ['stage', 'assignedTo', 'client'], sumFields: [] },
};

/** The entity whose tiles name a module of kind records, and whose filters may name that module's form fields. */
export const RECORDS_ENTITY = 'records';
