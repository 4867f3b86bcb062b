import { describe, expect, it } from 'vitest';
import generic from '../../office-types/generic.json';
import medical from '../../office-types/medical.json';
import { widgetDefinitions } from '../../widgets/widget-definitions';
import type { OfficeType } from '../generated/config-types';
import { loadOfficeType } from './load-office-type';

const errorsOf = (office: unknown) => {
  const result = loadOfficeType(office, { widgets: widgetDefinitions });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
};
const clone = (office: unknown): OfficeType => structuredClone(office) as OfficeType;

describe('quick actions lead to screens', () => {
  it('rejects a quick action to a path no screen answers, naming its JSON path', () => {
    const office = clone(generic);
    office.ui.navigation.quickActions[0]!.path = '/dashboard/reports';
    expect(errorsOf(office)).toContainEqual({ path: '/ui/navigation/quickActions/0/path', message: expect.stringMatching(/"\/dashboard\/reports" opens no screen/) });
  });

  it('accepts application routes, with their query, and the office’s module routes', () => {
    const office = clone(generic);
    const [action] = office.ui.navigation.quickActions;
    for (const path of ['/leads/new', '/leads?view=pipeline', '/clients/42', '/opportunities/new', '/appointments/new', '/documents']) {
      action!.path = path;
      expect(errorsOf(office), path).toEqual([]);
    }
  });

  it('accepts the client screens under a module whose entity is the clients, and not under one that is not', () => {
    const office = clone(medical);
    const [action] = office.ui.navigation.quickActions;
    action!.path = '/patients/123/edit';
    expect(errorsOf(office)).toEqual([]);
    delete office.features.modules[0]!.entity;
    delete office.features.modules[0]!.kind;
    expect(errorsOf(office).map((error) => error.path)).toContain('/ui/navigation/quickActions/0/path');
  });
});

describe('a module whose entity is the clients', () => {
  it('loads medical, whose patients module is its client list', () => {
    const office = clone(medical);
    expect(office.features.modules[0]).toMatchObject({ id: 'patients', route: '/patients', entity: 'clients' });
    expect(errorsOf(office)).toEqual([]);
  });

  it('reports an unknown entity at its JSON path', () => {
    const office = clone(medical) as unknown as { features: { modules: Record<string, unknown>[] } };
    office.features.modules[0]!.entity = 'patients';
    expect(errorsOf(office).map((error) => error.path)).toContain('/features/modules/0/entity');
  });

  it('allows one such module only', () => {
    const office = clone(medical);
    office.features.modules[1]!.entity = 'clients';
    expect(errorsOf(office)).toContainEqual({ path: '/features/modules/1/entity', message: expect.stringMatching(/"patients" already serves the clients/) });
  });

  it('needs a path of its own and client screens as sub-routes', () => {
    const office = clone(medical);
    office.features.modules[1]!.entity = 'clients';
    delete office.features.modules[0]!.entity;
    office.features.modules[1]!.route = '/leads';
    const paths = errorsOf(office).map((error) => error.path);
    expect(paths).toContain('/features/modules/1/route');
    const other = clone(medical);
    other.features.modules[0]!.subRoutes!.push({ path: '/patients/charts/summary', name: { he: 'תיקים', en: 'Charts', es: 'Fichas' } });
    expect(errorsOf(other)).toContainEqual({ path: '/features/modules/0/subRoutes/2/path', message: expect.stringMatching(/not a client screen of \/patients/) });
  });
});
