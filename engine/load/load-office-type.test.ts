import { describe, expect, it } from 'vitest';
import generic from '../../office-types/generic.json';
import { widgetDefinitions } from '../../widgets/widget-definitions';
import type { OfficeType } from '../generated/config-types';
import { loadOfficeType, parseOfficeTypeText } from './load-office-type';

const options = { widgets: widgetDefinitions };
const clone = (): OfficeType => structuredClone(generic) as OfficeType;

function errorsOf(office: unknown): { path: string; message: string }[] {
  const result = loadOfficeType(office, options);
  if (result.ok) return [];
  return result.errors.map(({ path, message }) => ({ path, message }));
}

function expectError(office: unknown, path: string, message: RegExp): void {
  const errors = errorsOf(office);
  expect(errors.some((error) => error.path === path && message.test(error.message)), JSON.stringify(errors, null, 1)).toBe(true);
}

describe('loadOfficeType', () => {
  it('loads the generic office type', () => {
    const result = loadOfficeType(generic, options);
    expect(result.ok).toBe(true);
  });

  it('answers a list of errors, never a crash, for input that is not an office type', () => {
    for (const input of [null, 42, 'legal', [], {}]) {
      const result = loadOfficeType(input, options);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
    }
  });

  it('names the line and column of a JSON syntax error', () => {
    const parsed = parseOfficeTypeText('{\n  "id": "x",\n  "name": oops\n}', 'broken');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[0]?.message).toMatch(/line 3, column 11/);
  });

  it('migrates a version 1 file: one-language terminology and a session timeout without unit', () => {
    const v1: Record<string, unknown> = structuredClone(generic);
    v1.schemaVersion = 1;
    v1.terminology = { ...generic.terminology.en, he: generic.terminology.he };
    const { sessionTimeoutMinutes, ...security } = generic.security;
    v1.security = { ...security, sessionTimeout: sessionTimeoutMinutes };
    const result = loadOfficeType(v1, options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.migratedFrom).toBe(1);
    expect(result.officeType.security.sessionTimeoutMinutes).toBe(30);
    expect(result.officeType.terminology.en.client).toBe('Client');
    expect(result.officeType.terminology.he.client).toBe('לקוח');
  });

  it('refuses a file newer than the engine', () => {
    expectError({ ...generic, schemaVersion: 9 }, '/schemaVersion', /newer than this engine/);
  });

  it('reports schema violations with their JSON path', () => {
    const office = clone();
    (office.security as { sessionTimeoutMinutes: unknown }).sessionTimeoutMinutes = 'thirty';
    expectError(office, '/security/sessionTimeoutMinutes', /must be integer/);
  });

  it("checks a module kind's declared settings: an XML intake's autoValidate is a boolean, and it has no other", () => {
    const withIntake = (settings: unknown): OfficeType => {
      const office = clone();
      office.features.enabled = [...(office.features.enabled ?? []), 'xml-documents'];
      const intake = { id: 'intake', name: { he: 'קבצים', en: 'Files' }, icon: 'FileTextOutlined', route: '/intake', kind: 'xml-intake', category: 'integration', requiredPermissions: [], feature: 'xml-documents', settings };
      office.features.modules = [...office.features.modules, intake as OfficeType['features']['modules'][number]];
      return office;
    };
    const at = clone().features.modules.length;
    expect(errorsOf(withIntake({ autoValidate: false }))).toEqual([]);
    expectError(withIntake({ autoValidate: 'yes' }), `/features/modules/${at}/settings/autoValidate`, /must be boolean/);
    expectError(withIntake({ autoValidat: true }), `/features/modules/${at}/settings`, /autoValidat/);
    // Another kind's settings stay its own.
    const office = clone();
    office.features.modules[0]!.settings = { anything: 'goes' };
    expect(errorsOf(office)).toEqual([]);
  });
});

describe('reference checks', () => {
  it('wants every offered language in every text', () => {
    const office = clone();
    office.localization.languages = ['he', 'en', 'es'];
    expectError(office, '/terminology', /"es"/);
    expectError(office, '/name', /missing the "es" text/);
  });

  it('knows every feature named', () => {
    const office = clone();
    office.features.enabled = ['teleportation'];
    office.ui.navigation.quickActions[0]!.feature = 'warp-drive';
    expectError(office, '/features/enabled/0', /unknown feature "teleportation"/);
    expectError(office, '/ui/navigation/quickActions/0/feature', /unknown feature "warp-drive"/);
  });

  it('accepts the office type’s own flags', () => {
    const office = clone();
    const flag = { id: 'x-ray', name: { he: 'צילום', en: 'X-ray' }, description: { he: 'צילומים', en: 'Images' }, default: true };
    office.features.customFeatures = [flag];
    office.ui.navigation.quickActions[0]!.feature = 'x-ray';
    expect(errorsOf(office)).toEqual([]);
  });

  it('refuses menu items that reuse shared ids or name unknown modules', () => {
    const office = clone();
    office.ui.navigation.primaryMenu = [
      { id: 'reports', path: '/my-reports', labelKey: 'term.clients' },
      { id: 'treatments', module: 'treatments', labelKey: 'term.clients' },
      { id: 'nowhere', labelKey: 'term.clients' },
    ];
    expectError(office, '/ui/navigation/primaryMenu/0/id', /used by the shared menu/);
    expectError(office, '/ui/navigation/primaryMenu/1/module', /unknown module "treatments"/);
    expectError(office, '/ui/navigation/primaryMenu/2', /needs a path, a module or children/);
  });

  it('wants a quick action’s form to be a form of the office', () => {
    const office = clone();
    office.ui.navigation.quickActions[0]!.form = 'tax-return';
    expectError(office, '/ui/navigation/quickActions/0/form', /unknown form "tax-return"; this office's forms: client-intake, document-upload, appointment-booking/);
  });

  it('refuses a customization of an item that does not exist', () => {
    const office = clone();
    office.ui.navigation.customizations = { deadlines: { hidden: true }, ghost: { hidden: true } };
    expectError(office, '/ui/navigation/customizations/ghost', /no menu item/);
    expect(errorsOf(office)).toHaveLength(1);
  });

  it('checks widgets against the registry and the grid', () => {
    const office = clone();
    const widgets = office.ui.dashboard.widgets;
    widgets[0]!.type = 'weather';
    widgets[1]!.config = { perEntity: 50 };
    widgets[2]!.position = { x: 8, y: 2, w: 6, h: 4 };
    widgets[3]!.position = { x: 6, y: 6, w: 6, h: 4 };
    expectError(office, '/ui/dashboard/widgets/0/type', /unknown widget type "weather"/);
    expectError(office, '/ui/dashboard/widgets/1/config/perEntity', /must be <= 10/);
    expectError(office, '/ui/dashboard/widgets/2/position', /past the 12-column grid/);
    expectError(office, '/ui/dashboard/widgets/4/position', /overlaps widget "follow-ups-due"/);
  });

  it('checks statistic tiles against the entity’s fields', () => {
    const office = clone();
    office.ui.dashboard.statistics[1]!.filter = { field: 'shoeSize', operator: 'equals', value: 42 };
    office.ui.dashboard.statistics.push({ id: 'sum', label: { he: 'סכום', en: 'Sum' }, entity: 'clients', aggregation: 'sum', field: 'age', format: 'number' });
    expectError(office, '/ui/dashboard/statistics/1/filter/field', /cannot be filtered by "shoeSize"/);
    expectError(office, '/ui/dashboard/statistics/4/field', /cannot sum "age"/);
  });

  it('refuses a statistic tile naming an entity the server does not know, when the office type loads', () => {
    const office = clone();
    (office.ui.dashboard.statistics[0] as { entity: string }).entity = 'matters';
    expectError(office, '/ui/dashboard/statistics/0/entity', /./);
  });

  it('checks form fields against their schema and the field types', () => {
    const office = clone();
    const intake = office.forms.clientIntake;
    intake.fields.nickname = { type: 'text', label: { he: 'כינוי', en: 'Nickname' } };
    intake.fields.phone!.type = 'hologram';
    intake.fields.name!.visibleWhen = { field: 'name', operator: 'isNotEmpty' };
    const upload = office.forms.documentUpload;
    upload.fields.documentType!.options = [{ value: 'contract', label: { he: 'חוזה', en: 'Contract' } }];
    (upload.schema.properties as Record<string, { format?: string }>).file!.format = 'uri';
    expectError(office, '/forms/clientIntake/fields/nickname', /not in schema.properties/);
    expectError(office, '/forms/clientIntake/fields/phone/type', /unknown field type "hologram"/);
    expectError(office, '/forms/clientIntake/fields/name/visibleWhen/field', /another field/);
    expectError(office, '/forms/documentUpload/fields/documentType/options', /must match the schema's enum/);
    expectError(office, '/forms/documentUpload/fields/file/type', /"format": "data-url"/);
  });

  it('checks each workflow is a sound graph with known roles', () => {
    const office = clone();
    const client = office.workflows.client;
    client.stages[1]!.transitions = [];
    client.permissions.leave = { new: ['wizard'], nowhere: ['admin'] };
    client.stages[0]!.actions = [{ type: 'create_task', taskType: 'call', assignTo: 'butler' }];
    const document = office.workflows.document;
    document.stages[1]!.transitions = [{ to: 'draft' }];
    expectError(office, '/workflows/client/stages/1', /has no transitions/);
    expectError(office, '/workflows/client/stages/2', /cannot be reached/);
    expectError(office, '/workflows/client/permissions/leave/new/0', /unknown role "wizard"/);
    expectError(office, '/workflows/client/permissions/leave/nowhere', /unknown stage "nowhere"/);
    expectError(office, '/workflows/client/stages/0/actions/0/assignTo', /unknown role "butler"/);
    expectError(office, '/workflows/document/stages/1/transitions', /final stage "finalized" cannot have transitions/);
  });

  it('checks roles, business rules and policies', () => {
    const office = clone();
    office.security.defaultProfessionalRole = 'astronaut';
    office.security.roles.push({ id: 'admin', name: { he: 'מנהל', en: 'Admin' }, permissions: ['*'] });
    office.validation = { client: [{ id: 'consent', field: 'consent', check: 'checked', message: { he: 'נדרשת הסכמה', en: 'Consent required' } }] };
    office.settings.scheduling.workingHours = { days: ['sun'], start: '18:00', end: '09:00' };
    office.settings.monitoring.webVitals.lcp = { good: 4000, poor: 2500 };
    expectError(office, '/security/defaultProfessionalRole', /not one of security.roles/);
    expectError(office, '/security/roles/2/id', /platform role/);
    expectError(office, '/validation/client/0/field', /not a field of the client-intake form/);
    expectError(office, '/settings/scheduling/workingHours', /must be before/);
    expectError(office, '/settings/monitoring/webVitals/lcp', /below poor/);
  });
});

describe('embedded form schemas', () => {
  it('must compile', () => {
    const office = clone();
    (office.forms.appointmentBooking.schema.properties as Record<string, unknown>).time = { type: 'string', pattern: '([' };
    expectError(office, '/forms/appointmentBooking/schema', /./);
  });
});

describe('time fields', () => {
  it('need a pattern that takes HH:MM and nothing else', () => {
    const office = clone();
    const properties = office.forms.appointmentBooking.schema.properties as Record<string, { pattern?: string }>;
    properties.time = { ...properties.time, pattern: '^.*$' };
    expectError(office, '/forms/appointmentBooking/fields/time/type', /accepts 00:00, 09:30, 23:59 and nothing else \(it gets "24:00"/);
    delete properties.time.pattern;
    expectError(office, '/forms/appointmentBooking/fields/time/type', /needs a schema pattern/);
  });
});
