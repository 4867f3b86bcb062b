import { describe, expect, it } from 'vitest';
import legal from '../../../office-types/legal.json';
import type { OfficeType } from '../../../engine/generated/config-types';
import { MODULE_KINDS } from '../../../engine/modules/module-kinds';
import { officeRoutes } from '../../app/routing/module-pages';
import * as Pages from '../../app/routing/pages';
import { routeFor, ROUTES } from '../../app/routing/route-table';

const modules = (legal as unknown as OfficeType).features.modules;

describe('where the library is drawn', () => {
  it('at /documents and /documents/:id for every office, legal’s own documents module included, once each', () => {
    expect(routeFor('/documents')).toMatchObject({ shell: 'protected', element: { type: Pages.DocumentLibraryPage } });
    expect(routeFor('/documents/3c9d0000-0000-4000-8000-000000000001')).toMatchObject({ element: { type: Pages.DocumentPage } });
    // The signing workflows (issue 24) have their own screens, never taken for a document.
    expect(routeFor('/documents/workflows')).toMatchObject({ shell: 'protected', element: { type: Pages.SigningListPage } });
    expect(routeFor('/documents/workflows/5a1e0000-0000-4000-8000-000000000001')).toMatchObject({ element: { type: Pages.SigningWorkflowPage } });
    const routes = [...ROUTES, ...officeRoutes(modules)];
    expect(routes.filter((route) => route.path === '/documents')).toHaveLength(1);
    expect(MODULE_KINDS.documents.isBuilt).toBe(true);
  });

  it('writes the office’s templates at /documents/templates/new and /documents/templates/:templateId, never taken for a document', () => {
    expect(routeFor('/documents/templates/new')).toMatchObject({ shell: 'protected', element: { type: Pages.TemplateEditorPage } });
    expect(routeFor('/documents/templates/3c9d0000-0000-4000-8000-000000000001')).toMatchObject({ element: { type: Pages.TemplateEditorPage } });
  });

  it('at the route of a module of kind documents elsewhere', () => {
    const moved = modules.map((module) => (module.kind === 'documents' ? { ...module, route: '/files' } : module));
    expect(routeFor('/files', officeRoutes(moved))).toMatchObject({ element: { type: Pages.DocumentLibraryPage } });
    expect(routeFor('/files/abc', officeRoutes(moved))).toMatchObject({ element: { type: Pages.DocumentPage } });
  });
});
