import { describe, expect, it } from 'vitest';
import { WORKSPACE_MENU, APP_NAVIGATION } from '../navigation/templates';
import { isKnownRoute, matchesRoute } from './app-routes';

describe('matchesRoute', () => {
  it('matches segments, parameters and everything under a /*', () => {
    expect(matchesRoute('/clients/42', '/clients/:id')).toBe(true);
    expect(matchesRoute('/clients/42/edit', '/clients/:id')).toBe(false);
    expect(matchesRoute('/admin', '/admin/*')).toBe(true);
    expect(matchesRoute('/admin/team', '/admin/*')).toBe(true);
    expect(matchesRoute('/administrators', '/admin/*')).toBe(false);
    expect(matchesRoute('/leads/?view=pipeline', '/leads')).toBe(true);
  });
});

describe('the shared quick actions', () => {
  it('each lead to a screen of the application', () => {
    for (const action of [...WORKSPACE_MENU.quickActions, ...APP_NAVIGATION.quickActions]) {
      expect(isKnownRoute(action.path, []), `${action.id}: ${action.path}`).toBe(true);
    }
  });

  it('add a lead with the lead form, create a deal with the deal form and show the leads pipeline', () => {
    const path = (id: string) => WORKSPACE_MENU.quickActions.find((action) => action.id === id)?.path;
    expect(path('add-lead')).toBe('/leads/new');
    expect(path('create-deal')).toBe('/opportunities/new');
    expect(path('view-pipeline')).toBe('/leads?view=pipeline');
    expect(isKnownRoute('/dashboard/reports', [])).toBe(false);
  });
});
