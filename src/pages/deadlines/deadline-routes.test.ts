import { describe, expect, it } from 'vitest';
import legal from '../../../office-types/legal.json';
import type { OfficeType } from '../../../engine/generated/config-types';
import { MODULE_KINDS } from '../../../engine/modules/module-kinds';
import { officeRoutes } from '../../app/routing/module-pages';
import * as Pages from '../../app/routing/pages';
import { routeFor, ROUTES } from '../../app/routing/route-table';

const modules = (legal as unknown as OfficeType).features.modules;

describe('where the deadlines screen is drawn', () => {
  it('at /deadlines for every office (the quick action "today’s deadlines"), legal’s own deadlines module included', () => {
    expect(routeFor('/deadlines')).toMatchObject({ shell: 'protected', element: { type: Pages.DeadlinesPage } });
    const routes = [...ROUTES, ...officeRoutes(modules)];
    expect(routes.filter((route) => route.path === '/deadlines')).toHaveLength(1);
    expect(MODULE_KINDS.deadlines.isBuilt).toBe(true);
  });

  it('at the route of a module of kind deadlines elsewhere, for that module', () => {
    const moved = modules.map((module) => (module.kind === 'deadlines' ? { ...module, route: '/court-deadlines' } : module));
    expect(routeFor('/court-deadlines', officeRoutes(moved))).toMatchObject({ shell: 'protected', element: { type: Pages.DeadlinesPage, props: { moduleId: 'deadlines' } } });
  });
});
