import type { RECORD_BADGE_FIGURES } from './record-badges';

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
  'documents.pendingReview': { description: 'the documents in review that the caller may see' },
} as const satisfies Record<string, FixedBadgeSource>;

/** A fixed source's name. */
export type FixedBadgeSourceName = keyof typeof FIXED_BADGE_SOURCES;

/** Whether a source is one of the fixed sources. */
export const isFixedBadgeSource = (source: string): source is FixedBadgeSourceName => Object.hasOwn(FIXED_BADGE_SOURCES, source);

/** A kind of source that names one of the office's modules, `<kind>.<module>.<figure>`: the module's kind, and its figures. */
export interface ModuleBadgeKind {
  moduleKind: string;
  /** What the figures count, said of the module. */
  description: string;
  /** Each figure, with what it counts. */
  figures: Readonly<Record<string, string>>;
}

const RECORD_FIGURE_DESCRIPTIONS: Readonly<Record<(typeof RECORD_BADGE_FIGURES)[number], string>> = {
  open: 'its records not at a final stage of its workflow (every record for a module without one)',
  all: 'every record it lists (for a view, what it shows)',
};

/**
 * The kinds of source that name a module, by their first segment: a module's records (counted by the server,
 * GET /api/dashboard/badges) and a calendar's appointments (counted from the calendar's own list).
 */
export const MODULE_BADGE_SOURCES = {
  records: { moduleKind: 'records', description: 'the records of a module of kind records (or a view of one)', figures: RECORD_FIGURE_DESCRIPTIONS },
  calendar: {
    moduleKind: 'calendar',
    description: 'the appointments of a module of kind calendar',
    figures: { today: "those that start today in the user's time zone, cancelled ones aside" },
  },
} as const satisfies Record<string, ModuleBadgeKind>;

/** A kind of source that names a module. */
export type ModuleBadgeKindName = keyof typeof MODULE_BADGE_SOURCES;

/** A source that names a module, read: its kind, module and figure; undefined for a source of no such kind. */
export function moduleBadgeSource(source: string): { kind: ModuleBadgeKindName; module: string; figure: string } | undefined {
  const parts = source.split('.');
  const kind = parts[0] ?? '';
  if (parts.length < 3 || !Object.hasOwn(MODULE_BADGE_SOURCES, kind)) return undefined;
  return { kind: kind as ModuleBadgeKindName, module: parts.slice(1, -1).join('.'), figure: parts.at(-1) ?? '' };
}

/** How a kind of module source is written, in the docs and the loader's messages: `records.<module>.<figure>`. */
export const moduleBadgeForm = (kind: string): string => `${kind}.<module>.<figure>`;

/** Every source a badge can name, in one sentence: the navigation schema's description of badge.source says exactly this. */
export function badgeSourceDescription(): string {
  const fixed = Object.entries(FIXED_BADGE_SOURCES).map(([name, source]) => `${name} (${source.description})`);
  const modules = Object.entries(MODULE_BADGE_SOURCES).map(([kind, source]) => {
    const figures = Object.entries(source.figures).map(([figure, description]) => `${figure}, ${description}`);
    return `${moduleBadgeForm(kind)}, ${source.description}: ${figures.join('; ')}`;
  });
  return `The live figure behind the badge, one of: ${fixed.join('; ')}; or ${modules.join('; or ')}. Any other source is refused when the office type loads.`;
}
