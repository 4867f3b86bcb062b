import { STATISTIC_ENTITIES_SECTION } from '../dashboard/statistic-entities-readme';
import { DOCUMENT_TEMPLATES_SECTION } from '../documents/documents-readme';
import { SHARED_MENU_IDS, SHARED_QUICK_ACTION_IDS } from '../navigation/templates';
import { PRODUCT_SHORTCUTS } from './checks/check-shortcuts';

/**
 * A part of office-types/README.md written from the code the loader runs, between `<!-- name:start -->` and
 * `<!-- name:end -->`, so that the rule it states cannot go stale: `npm run gen:readme` writes it, and
 * tests/unit/office-types-readme.test.ts fails while the README says otherwise.
 */
export interface ReadmeSection {
  name: string;
  render(): string;
}

const code = (text: string): string => `\`${text}\``;

/** The ids and keys the shared navigation takes (engine/navigation/*.json), which an office type may not reuse. */
export const SHARED_NAVIGATION_SECTION: ReadmeSection = {
  name: 'shared-navigation',
  render: () =>
    [
      `  Shared menu ids: ${[...SHARED_MENU_IDS].map(code).join(', ')}.`,
      `  Shared quick-action ids: ${[...SHARED_QUICK_ACTION_IDS].map(code).join(', ')}.`,
      `  The product's own shortcuts: ${[...PRODUCT_SHORTCUTS.values()].map((action) => `${code(action.shortcut!)} (${action.label?.en ?? action.id})`).join(', ')}.`,
    ].join('\n'),
};

/** Every section of office-types/README.md the code writes. */
export const OFFICE_TYPES_README_SECTIONS: readonly ReadmeSection[] = [SHARED_NAVIGATION_SECTION, STATISTIC_ENTITIES_SECTION, DOCUMENT_TEMPLATES_SECTION];

const markers = (name: string) => ({ start: `<!-- ${name}:start -->`, end: `<!-- ${name}:end -->` });

/** What the README holds between a section's markers, or undefined when it has none. */
export function readmeSectionText(readme: string, name: string): string | undefined {
  const { start, end } = markers(name);
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  return from < 0 || to < from ? undefined : readme.slice(from + start.length, to).replace(/^\n|\n[ \t]*$/g, '');
}

/** The README with each section's text replaced by what the code says; the names of the sections it lacks. */
export function withReadmeSections(readme: string, sections: readonly ReadmeSection[] = OFFICE_TYPES_README_SECTIONS): { text: string; missing: string[] } {
  let text = readme;
  const missing: string[] = [];
  for (const section of sections) {
    const { start, end } = markers(section.name);
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) {
      missing.push(section.name);
      continue;
    }
    // The end marker keeps its indentation (a section inside a list item is indented with it).
    const indent = /[ \t]*$/.exec(text.slice(0, to))![0];
    text = `${text.slice(0, from + start.length)}\n${section.render()}\n${indent}${text.slice(to)}`;
  }
  return { text, missing };
}
