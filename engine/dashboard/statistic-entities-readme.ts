import { STATISTIC_FILTER_VALUES } from '../load/checks/statistic-filter-values';
import { FIXED_BADGE_SOURCES, MODULE_BADGE_SOURCES, moduleBadgeForm } from './badge-sources';
import { STATISTIC_ENTITIES } from './statistic-entities';

/** The markers of the README's section that this writes (office-types/README.md). */
export const STATISTIC_ENTITIES_MARKERS = { start: '<!-- statistic-entities:start -->', end: '<!-- statistic-entities:end -->' } as const;

const code = (name: string): string => `\`${name}\``;

function filterCell(entity: string): string {
  const values = STATISTIC_FILTER_VALUES[entity] ?? {};
  return (STATISTIC_ENTITIES[entity]?.filterFields ?? []).map((field) => (values[field] ? `${code(field)} (${values[field].join(', ')})` : code(field))).join(', ');
}

/**
 * The README's section on what statistic tiles and menu badges can name, written from the code that the loader and
 * the server use (STATISTIC_ENTITIES, STATISTIC_FILTER_VALUES, FIXED_BADGE_SOURCES): the text between its markers.
 */
export function statisticEntitiesSection(): string {
  const rows = Object.entries(STATISTIC_ENTITIES).map(([name, entity]) => {
    const sums = entity.sumFields.map(code).join(', ') || '—';
    return `| ${code(name)} | ${filterCell(name)} | ${sums} | ${entity.officeFields?.description ?? '—'} |`;
  });
  const badges = Object.entries(FIXED_BADGE_SOURCES).map(([name, source]) => `- ${code(name)}: ${source.description}.`);
  return [
    '| Entity | Filter fields (values, where the field has a known set) | Sum fields | Declared by the office type |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    'Menu badge sources (`badge.source`):',
    '',
    ...badges,
    ...Object.entries(MODULE_BADGE_SOURCES).map(([kind, source]) => {
      const figures = Object.entries(source.figures).map(([figure, description]) => `${code(figure)}, ${description}`);
      return `- ${code(moduleBadgeForm(kind))}: ${source.description}; figure ${figures.join('; ')}.`;
    }),
  ].join('\n');
}

/** The section as a part of the README the code writes (the shape of engine/load/readme-sections.ts). */
export const STATISTIC_ENTITIES_SECTION = { name: 'statistic-entities', render: statisticEntitiesSection } as const;

/** What the README holds between the section's markers; undefined when it has no section. */
export function statisticEntitiesText(readme: string): string | undefined {
  const start = readme.indexOf(STATISTIC_ENTITIES_MARKERS.start);
  const end = readme.indexOf(STATISTIC_ENTITIES_MARKERS.end);
  return start < 0 || end < start ? undefined : readme.slice(start + STATISTIC_ENTITIES_MARKERS.start.length, end).replace(/^\n|\n$/g, '');
}

/** A README with its section replaced by what the code says; undefined when the README has no section. */
export function withStatisticEntitiesSection(readme: string): string | undefined {
  if (statisticEntitiesText(readme) === undefined) return undefined;
  const start = readme.indexOf(STATISTIC_ENTITIES_MARKERS.start) + STATISTIC_ENTITIES_MARKERS.start.length;
  return `${readme.slice(0, start)}\n${statisticEntitiesSection()}\n${readme.slice(readme.indexOf(STATISTIC_ENTITIES_MARKERS.end))}`;
}
