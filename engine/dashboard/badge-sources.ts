import { RECORD_BADGE_FIGURES, RECORD_BADGE_PREFIX } from './record-badges';

/** A live figure a menu badge can name by a fixed source name: what it counts, for the schema, the docs and the loader. */
export interface FixedBadgeSource {
  description: string;
}

/**
 * Every fixed source a menu badge can name (`badge.source`), each counted by a hook of the browser
 * (src/app/layout/badge-sources.ts, keyed by the same names, so one missing does not compile).
 */
export const FIXED_BADGE_SOURCES = {
  'leads.new': { description: 'the new leads waiting for a first contact' },
  'tasks.mine': { description: "the caller's open tasks" },
  'tasks.overdue': { description: "the caller's open tasks past their due time" },
  'tasks.role': { description: "the open tasks waiting for one of the caller's roles" },
  'deadlines.today': { description: "the caller's deadlines due today" },
} as const satisfies Record<string, FixedBadgeSource>;

/** A fixed source's name. */
export type FixedBadgeSourceName = keyof typeof FIXED_BADGE_SOURCES;

/** Whether a source is one of the fixed sources. */
export const isFixedBadgeSource = (source: string): source is FixedBadgeSourceName => Object.hasOwn(FIXED_BADGE_SOURCES, source);

/** The form of a source that names a module's records, as the docs and the loader's messages write it. */
export const RECORD_BADGE_FORM = `${RECORD_BADGE_PREFIX}<module>.<figure>`;

/** What a records source counts, by figure. */
const RECORD_FIGURE_DESCRIPTIONS: Readonly<Record<(typeof RECORD_BADGE_FIGURES)[number], string>> = {
  open: 'its records not at a final stage of its workflow (every record for a module without one)',
  all: 'every record it lists (for a view, what it shows)',
};

/** Every source a badge can name, in one sentence: the navigation schema's description of badge.source says exactly this. */
export function badgeSourceDescription(): string {
  const fixed = Object.entries(FIXED_BADGE_SOURCES).map(([name, source]) => `${name} (${source.description})`);
  const figures = RECORD_BADGE_FIGURES.map((figure) => `${figure}, ${RECORD_FIGURE_DESCRIPTIONS[figure]}`);
  return `The live figure behind the badge, one of: ${fixed.join('; ')}; or ${RECORD_BADGE_FORM}, the records of a module of kind records: ${figures.join('; ')}. Any other source is refused when the office type loads.`;
}
