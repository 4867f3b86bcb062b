import { STATISTIC_FILTER_VALUES } from '../load/checks/statistic-filter-values';
import { FIXED_BADGE_SOURCES, MODULE_BADGE_SOURCES, moduleBadgeForm } from './badge-sources';
import { STATISTIC_ENTITIES } from './statistic-entities';

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

/** The section as a part of the README the code writes (engine/load/readme-sections.ts). */
export const STATISTIC_ENTITIES_SECTION = { name: 'statistic-entities', render: statisticEntitiesSection } as const;
