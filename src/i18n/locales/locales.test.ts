import { describe, expect, it } from 'vitest';
import { explorerStrings } from '../explorer-strings';
import { activityStrings } from './activity';
import { auditEventStrings } from './audit-events';
import { boardStrings } from './board';
import { clientsStrings } from './clients';
import { complianceStrings } from './compliance';
import { adminStrings } from './admin';
import { dashboardStrings } from './dashboard';
import { NAMESPACES } from './index';
import { recordsStrings } from './records';
import { opportunitiesStrings } from './opportunities';
import { profileStrings } from './profile';
import { settingsStrings } from './settings';
import { tasksStrings } from './tasks';
import { workflowsStrings } from './workflows';
import type { StringTree } from './locale-strings';

function keysOf(tree: StringTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`))).sort();
}

function placeholdersOf(tree: StringTree): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const walk = (node: StringTree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') found[`${prefix}${key}`] = [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort();
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return found;
}

describe('the area namespaces', () => {
  const all = { ...NAMESPACES, profile: profileStrings, settings: settingsStrings, explorer: explorerStrings, clients: clientsStrings, opportunities: opportunitiesStrings, board: boardStrings, dashboard: dashboardStrings, admin: adminStrings, activity: activityStrings, 'audit-events': auditEventStrings, records: recordsStrings, tasks: tasksStrings, workflows: workflowsStrings, compliance: complianceStrings };
  for (const [namespace, strings] of Object.entries(all)) {
    it(`${namespace}: English has exactly the Hebrew keys, and Spanish, where written, too`, () => {
      expect(keysOf(strings.en)).toEqual(keysOf(strings.he));
      const spanish = (strings as { es?: StringTree }).es;
      if (spanish) expect(keysOf(spanish)).toEqual(keysOf(strings.he));
    });

    it(`${namespace}: every translation names the same placeholders`, () => {
      const hebrew = placeholdersOf(strings.he);
      expect(placeholdersOf(strings.en)).toEqual(hebrew);
    });

    it(`${namespace}: no text is empty`, () => {
      for (const tree of Object.values(strings) as StringTree[]) {
        const empty = Object.entries(placeholdersOf(tree)).filter(([key]) => {
          const value = key.split('.').reduce<StringTree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
          return typeof value === 'string' && value.trim() === '';
        });
        expect(empty).toEqual([]);
      }
    });
  }
});
