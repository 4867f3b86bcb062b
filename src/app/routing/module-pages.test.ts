import { describe, expect, it } from 'vitest';
import insurance from '../../../office-types/insurance.json';
import legal from '../../../office-types/legal.json';
import medical from '../../../office-types/medical.json';
import dental from '../../../tests/fixtures/office-types/dental.json';
import type { OfficeType } from '../../../engine/generated/config-types';
import { officeRoutes } from './module-pages';
import * as Pages from './pages';
import { routeFor, ROUTES } from './route-table';

const routesOf = (office: unknown) => officeRoutes((office as OfficeType).features.modules);
const pageAt = (office: unknown, path: string) => routeFor(path, routesOf(office))?.element;

describe('what a module’s route draws, by its kind', () => {
  it('draws a records module’s list, new, record and edit screens, for the module', () => {
    expect(pageAt(legal, '/matters')).toMatchObject({ type: Pages.RecordListPage, props: { moduleId: 'matters' } });
    expect(pageAt(legal, '/matters/new')?.type).toBe(Pages.RecordFormPage);
    expect(pageAt(legal, '/matters/0b7c/edit')?.type).toBe(Pages.RecordFormPage);
    expect(pageAt(legal, '/matters/0b7c')).toMatchObject({ type: Pages.RecordPage, props: { moduleId: 'matters' } });
  });

  it('opens a new record at a sub-route the module’s menu names (legal’s /conflicts/check)', () => {
    expect(pageAt(legal, '/conflicts/check')).toMatchObject({ type: Pages.RecordFormPage, props: { moduleId: 'conflicts' } });
  });

  it('draws a view’s list too (insurance renewals), and the client screens under an office’s own client path', () => {
    expect(pageAt(insurance, '/renewals')).toMatchObject({ type: Pages.RecordListPage, props: { moduleId: 'renewals' } });
    expect(pageAt(medical, '/patients')?.type).toBe(Pages.ClientListPage);
  });

  it('draws a calendar module’s screen at its path, and with the booking dialog open at its "new" sub-route', () => {
    expect(pageAt(legal, '/calendar')).toMatchObject({ type: Pages.CalendarPage, props: { moduleId: 'calendar' } });
    expect(pageAt(medical, '/appointments/new')).toMatchObject({ type: Pages.CalendarPage, props: { moduleId: 'appointments', isBooking: true } });
  });

  it('draws the simulations’ history, new and stored simulation at /simulations, and at a simulations module’s own route', () => {
    const all = (office: unknown) => [...ROUTES, ...routesOf(office)];
    expect(routeFor('/simulations', all(insurance))?.element).toMatchObject({ type: Pages.SimulationHistoryPage, props: { basePath: '/simulations' } });
    expect(routeFor('/simulations/new', all(insurance))?.element).toMatchObject({ type: Pages.SimulationPage, props: { basePath: '/simulations' } });
    expect(routeFor('/simulations/9d1c6a2e-0b7c-4d5e-8f90-1a2b3c4d5e6f', all(insurance))?.element.type).toBe(Pages.SimulationPage);
    expect(routeFor('/simulations/compare', all(insurance))?.element).toMatchObject({ type: Pages.SimulationComparePage, props: { basePath: '/simulations' } });
    // The enhanced simulation's own module keeps its page, ranked above a stored simulation's /:id.
    expect(routeFor('/simulations/enhanced-pension', all(insurance))?.element).toMatchObject({ type: Pages.EnhancedPensionPage, props: { moduleId: 'enhanced-pension', basePath: '/simulations' } });
    expect(routesOf(insurance).filter((route) => route.path.startsWith('/simulations')).map((route) => route.path)).toEqual(['/simulations/enhanced-pension']);
    const office = structuredClone(dental) as unknown as OfficeType;
    office.features.modules.push({ name: { he: 'תוכניות', en: 'Plans' }, icon: 'CalculatorOutlined', category: 'core', requiredPermissions: ['simulations.view'], id: 'plans', route: '/plans', kind: 'simulations', feature: 'simulations' });
    expect(pageAt(office, '/plans')).toMatchObject({ type: Pages.SimulationHistoryPage, props: { basePath: '/plans' } });
    expect(pageAt(office, '/plans/new')).toMatchObject({ type: Pages.SimulationPage, props: { basePath: '/plans' } });
    expect(pageAt(office, '/plans/9d1c6a2e-0b7c-4d5e-8f90-1a2b3c4d5e6f')).toMatchObject({ type: Pages.SimulationPage, props: { basePath: '/plans' } });
    expect(pageAt(office, '/plans/compare')).toMatchObject({ type: Pages.SimulationComparePage, props: { basePath: '/plans' } });
  });

  it('opens the XML intake’s screens and the enhanced pension simulation’s page at whatever route the office gives them, and nowhere else', () => {
    const office = structuredClone(dental) as unknown as OfficeType;
    const module = { name: { he: 'אזור', en: 'Area' }, icon: 'FileOutlined', category: 'core' as const, requiredPermissions: ['clients.view'] };
    office.features.modules.push({ ...module, id: 'lab-files', route: '/lab/files', kind: 'xml-intake', feature: 'xml-documents' });
    office.features.modules.push({ ...module, id: 'retirement', route: '/retirement/plan?from=menu', kind: 'pension-simulation', feature: 'simulations' });
    expect(pageAt(office, '/lab/files')).toMatchObject({ type: Pages.XmlIntakePage, props: { moduleId: 'lab-files', basePath: '/lab/files' } });
    expect(pageAt(office, '/lab/files/documents/9d1c6a2e-0b7c-4d5e-8f90-1a2b3c4d5e6f')).toMatchObject({ type: Pages.XmlDocumentPage, props: { basePath: '/lab/files' } });
    expect(pageAt(office, '/retirement/plan')).toMatchObject({ type: Pages.EnhancedPensionPage, props: { moduleId: 'retirement', basePath: '/simulations' } });
    expect(pageAt(office, '/xml')).toBeUndefined();
    expect(pageAt(insurance, '/xml')).toMatchObject({ type: Pages.XmlIntakePage, props: { moduleId: 'xml', basePath: '/xml' } });
    expect(pageAt(insurance, '/xml/documents/9d1c6a2e-0b7c-4d5e-8f90-1a2b3c4d5e6f')?.type).toBe(Pages.XmlDocumentPage);
    expect(pageAt(insurance, '/simulations/enhanced-pension')?.type).toBe(Pages.EnhancedPensionPage);
    expect(ROUTES.map((route) => route.path)).not.toEqual(expect.arrayContaining(['/xml']));
    expect(ROUTES.map((route) => route.path)).not.toEqual(expect.arrayContaining(['/simulations/enhanced-pension']));
  });

  it('leaves a kind still to come to its area page (no route of its own)', () => {
    expect(pageAt(legal, '/documents')).toBeUndefined();
  });
});
