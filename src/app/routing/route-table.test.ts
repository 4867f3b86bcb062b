import { describe, expect, it } from 'vitest';
import * as Pages from './pages';
import { AREA_ROUTES } from './protected-routes';
import { routeFor, ROUTES } from './route-table';

describe('the route table (spec 1 §2)', () => {
  it('finds the page and the frame of a path, parameters and nested paths included', () => {
    expect(routeFor('/login')).toMatchObject({ shell: 'auth', element: { type: Pages.LoginPage } });
    expect(routeFor('/dashboard')).toMatchObject({ shell: 'protected', element: { type: Pages.DashboardPage } });
    expect(routeFor('/leads/42/edit')).toMatchObject({ shell: 'protected', element: { type: Pages.ClientFormPage } });
    expect(routeFor('/opportunities/7')).toMatchObject({ shell: 'protected', element: { type: Pages.OpportunityDetailPage } });
    expect(routeFor('/opportunities/new')).toMatchObject({ shell: 'protected', element: { type: Pages.OpportunityFormPage } });
    expect(routeFor('/opportunities/7/edit')).toMatchObject({ shell: 'protected', element: { type: Pages.OpportunityFormPage } });
    expect(routeFor('/clients/new')).toMatchObject({ element: { type: Pages.ClientFormPage, props: { kind: 'client' } } });
    expect(routeFor('/clients/5f0c')).toMatchObject({ element: { type: Pages.ClientDetailPage, props: { kind: 'client' } } });
    expect(routeFor('/leads/merge')).toMatchObject({ shell: 'protected', element: { type: Pages.ClientMergePage, props: { kind: 'lead' } } });
    expect(routeFor('/leads')).toMatchObject({ shell: 'protected', element: { type: Pages.ClientListPage, props: { kind: 'lead' } } });
    expect(routeFor('/admin/audit')).toMatchObject({ shell: 'protected', element: { type: Pages.AdminPage } });
    expect(routeFor('/terms')).toMatchObject({ shell: 'public', element: { type: Pages.LegalPage, props: { kind: 'terms' } } });
  });

  it('leaves /compliance and unknown paths to be decided when the session is known', () => {
    expect(routeFor('/compliance')).toBeUndefined();
    expect(routeFor('/no-such-page')).toBeUndefined();
  });

  it('holds each path once, and every protected area of spec 1 §2 but compliance', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const area of AREA_ROUTES.filter((path) => !path.startsWith('/compliance'))) expect(paths, area).toContain(area);
  });
});
