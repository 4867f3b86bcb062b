import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeType, WorkflowDefinition } from '../../engine/generated/config-types';
import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import { buildAppNavigation, buildWorkspaceMenu, type NavigationItem } from '../../engine/navigation/build-navigation';
import { resolveOfficeConfiguration, type OfficeConfiguration, type ResolveRequest } from '../../engine/resolve/resolve-office';
import { gateRoute } from '../../engine/routing/route-gating';
import { buildTerminologyResources, resolveLabel } from '../../engine/terminology/terminology';
import { listOverdue, slaDeadline } from '../../engine/workflows/sla';
import { checkTransition } from '../../engine/workflows/transition-rules';
import { sendWorkflowEvent, startWorkflow, type WorkflowActorRef } from '../../engine/workflows/workflow-actor';
import type { WorkflowEvent } from '../../engine/workflows/workflow-events';
import { createWorkflowMachine } from '../../engine/workflows/workflow-machine';
import { loadOfficeTypeCatalog, OFFICE_TYPES_DIR, officeTypeFiles } from '../../server/office-types/read-office-types';

const root = resolve(import.meta.dirname, '../..');
const FIXTURES = join(root, 'tests/fixtures/office-types');
const DENTAL_FILE = join(FIXTURES, 'dental.json');
const BROKEN_DIR = join(FIXTURES, 'broken');
const SHIPPED = ['accounting', 'generic', 'insurance', 'legal', 'medical', 'real-estate', 'veterinary'];
const shippedFiles = officeTypeFiles(OFFICE_TYPES_DIR);
const shippedIds = shippedFiles.map((file) => basename(file, '.json'));
const NO_IMAGING = { features: { disabled: ['dental-imaging'] } };

const temporaryDirs: string[] = [];

/** A fresh folder holding copies of the given office-type files: the files "dropped in". */
function dropIn(...files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'lishka-drop-in-'));
  temporaryDirs.push(dir);
  for (const file of files) copyFileSync(file, join(dir, basename(file)));
  return dir;
}

afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

function resolved(catalog: OfficeTypeCatalog, request: ResolveRequest): OfficeConfiguration {
  const result = resolveOfficeConfiguration(catalog, request);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.config;
}

const ids = (items: readonly NavigationItem[]): string[] => items.flatMap((item) => [item.id, ...ids(item.children)]);
const actor = (role: string) => ({ id: `u-${role}`, roles: [role] });
const dentist = actor('dentist');
const hygienist = actor('hygienist');
const receptionist = actor('receptionist');
const assistant = actor('dental-assistant');

describe('a dental clinic dropped into the office-types folder', () => {
  let catalog: OfficeTypeCatalog;
  let dental: OfficeType;
  let config: OfficeConfiguration;
  let withoutImaging: OfficeConfiguration;

  beforeAll(() => {
    catalog = loadOfficeTypeCatalog(officeTypeFiles(dropIn(...shippedFiles, DENTAL_FILE)));
    dental = catalog.get('dental') as OfficeType;
    config = resolved(catalog, { officeType: 'dental' });
    withoutImaging = resolved(catalog, { officeType: 'dental', tenantId: 'smile-clinic', overrides: NO_IMAGING });
  });

  it('is not shipped: office-types/ has the seven types and no dental', () => {
    expect(shippedIds).toEqual(expect.arrayContaining(SHIPPED));
    expect(shippedIds).not.toContain('dental');
    expect(loadOfficeTypeCatalog().get('dental')).toBeUndefined();
  });

  it('loads with no errors, next to every shipped type', () => {
    expect(catalog.errors).toEqual([]);
    expect(catalog.ids()).toEqual([...shippedIds, 'dental'].sort());
  });

  it('resolves as itself, not as the generic fallback', () => {
    expect(config).toMatchObject({ id: 'dental', type: 'dental', isFallback: false });
    expect(resolveOfficeConfiguration(catalog, { officeType: 'dental' })).toMatchObject({ ok: true, warnings: [] });
  });

  it('resolves its own flags: dental-imaging on by default, pre-authorization on because the office type says so', () => {
    expect(config.featureFlags.features['dental-imaging']).toMatchObject({ enabled: true, reason: 'default', routes: ['/imaging'] });
    expect(config.featureFlags.features['treatment-pre-authorization']).toMatchObject({ enabled: true, reason: 'office_type' });
    expect(config.enabledFeatures).toEqual(expect.arrayContaining(['dental-imaging', 'treatment-pre-authorization', 'client-portal']));
    // The flags are the dental office's own: another office type does not get them.
    expect(resolved(catalog, { officeType: 'medical' }).featureFlags.features['dental-imaging']).toBeUndefined();
  });

  it('gates /imaging by its own flag: a tenant turning it off gets Feature Not Available', () => {
    expect(gateRoute('/imaging', config)).toEqual({ kind: 'allow' });
    expect(gateRoute('/imaging/upload', config)).toEqual({ kind: 'allow' });
    expect(withoutImaging.featureFlags.features['dental-imaging']).toMatchObject({ enabled: false, reason: 'tenant_override' });
    expect(gateRoute('/imaging', withoutImaging)).toEqual({ kind: 'feature-unavailable', feature: 'dental-imaging' });
    expect(gateRoute('/imaging/upload?tooth=16', withoutImaging)).toEqual({ kind: 'feature-unavailable', feature: 'dental-imaging' });
    expect(gateRoute('/patients', withoutImaging)).toEqual({ kind: 'allow' });
    expect(gateRoute('/treatment-plans/new', withoutImaging)).toEqual({ kind: 'allow' });
  });

  it('shows the imaging menu item and quick action only while the flag is on', () => {
    const on = buildWorkspaceMenu(config, { roles: ['dentist'] });
    expect(on.items.find((item) => item.id === 'imaging')).toMatchObject({ path: '/imaging', icon: 'CameraOutlined' });
    expect(on.quickActions.map((action) => action.id)).toContain('upload-x-ray');
    expect(ids(buildAppNavigation(config, { roles: ['dentist'] }))).toContain('imaging');

    const off = buildWorkspaceMenu(withoutImaging, { roles: ['dentist'] });
    expect(ids(off.items)).not.toContain('imaging');
    expect(off.quickActions.map((action) => action.id)).not.toContain('upload-x-ray');
    expect(ids(buildAppNavigation(withoutImaging, { roles: ['dentist'] }))).not.toContain('imaging');
    // Only the flag's item went: the office's other items stay.
    expect(ids(off.items)).toEqual(ids(on.items).filter((id) => id !== 'imaging'));
  });

  it('puts its vocabulary in the dental-terminology namespace', () => {
    const { namespace, resources } = buildTerminologyResources(dental, catalog.ids());
    expect(namespace).toBe('dental-terminology');
    expect(resources.he).toMatchObject({ client: 'מטופל', clients: 'מטופלים', professional: 'רופא שיניים', professionals: 'רופאי שיניים', appointment: 'תור', appointments: 'תורים' });
    expect(resources.en).toMatchObject({ client: 'Patient', clients: 'Patients', professional: 'Dentist', professionals: 'Dentists', appointment: 'Appointment', appointments: 'Appointments' });
    expect(resources.en?.treatmentPlans).toBe('Treatment plans');
  });

  it('labels the shared clients menu item with its own word for clients', () => {
    const clients = buildWorkspaceMenu(config, { roles: ['receptionist'] }).items.find((item) => item.id === 'clients');
    expect(clients).toBeDefined();
    const item = clients as NavigationItem;
    expect(resolveLabel(config, item, 'he')).toBe('מטופלים');
    expect(resolveLabel(config, item, 'en')).toBe('Patients');
    // The same item in a general office reads that office's word.
    expect(resolveLabel(resolved(catalog, { officeType: 'generic' }), item, 'en')).toBe('Clients');
  });

  it('builds a machine for each of its workflows', () => {
    const workflows: WorkflowDefinition[] = [dental.workflows.client, dental.workflows.document, ...(dental.workflows.custom ?? [])];
    expect(workflows.map((workflow) => workflow.id)).toEqual(['treatment-plan', 'clinical-document', 'treatment-plan-course']);
    for (const workflow of workflows) {
      const machine = createWorkflowMachine(workflow);
      expect(machine.id).toBe(workflow.id);
      expect(Object.keys(machine.states)).toEqual(workflow.stages.map((stage) => stage.id));
    }
  });

  describe('the treatment plan', () => {
    const plan = () => dental.workflows.client;
    const T = (hour: number) => new Date(Date.UTC(2025, 2, 2, 8 + hour)).toISOString();
    let record: WorkflowActorRef;
    const send = (event: WorkflowEvent) => sendWorkflowEvent(record, event);
    const stage = () => record.getSnapshot().value;

    it('walks diagnosis → plan-proposed → approved → in-treatment → completed, by the rules', () => {
      const started = startWorkflow(plan(), { recordId: 'patient-1', actor: receptionist, at: T(0) });
      if (!started.ok) throw new Error(started.rejection.message.en);
      record = started.actor;
      expect(stage()).toBe('diagnosis');
      expect(started.effects).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'send_email', template: 'welcome_email', to: 'client' }),
          expect.objectContaining({ type: 'create_task', taskType: 'periodontal-charting', assignTo: 'hygienist', dueAt: T(24) }),
        ]),
      );

      expect(send({ type: 'REQUEST', to: 'plan-proposed', actor: receptionist, at: T(1) }).rejection?.code).toBe('forbidden-leave');
      const proposed = send({ type: 'REQUEST', to: 'plan-proposed', actor: hygienist, at: T(2) });
      expect(proposed.ok).toBe(true);
      expect(stage()).toBe('plan-proposed');
      expect(proposed.effects).toEqual([
        expect.objectContaining({ type: 'create_task', taskType: 'cost-estimate', assignTo: 'receptionist', dueAt: T(26) }),
        expect.objectContaining({ type: 'notify_user', role: 'dentist' }),
      ]);

      // A hygienist may only ask for approval, and may not give it; a dentist approves.
      expect(send({ type: 'REQUEST', to: 'approved', actor: hygienist, at: T(3) }).ok).toBe(true);
      expect(stage()).toBe('plan-proposed');
      expect(record.getSnapshot().context.pending).toMatchObject({ to: 'approved', requestedBy: hygienist.id });
      expect(send({ type: 'APPROVE', actor: hygienist, at: T(4) }).rejection?.code).toBe('forbidden-approve');
      expect(stage()).toBe('plan-proposed');
      const approved = send({ type: 'APPROVE', actor: dentist, at: T(5) });
      expect(approved.ok).toBe(true);
      expect(stage()).toBe('approved');
      expect(record.getSnapshot().context).toMatchObject({ approvedBy: dentist.id, enteredAt: T(5), fields: { planApprovedAt: T(5) } });
      expect(record.getSnapshot().context.history.at(-1)).toEqual({ from: 'plan-proposed', to: 'approved', by: hygienist.id, at: T(5), approvedBy: dentist.id });
      expect(approved.effects.map((effect) => effect.type)).toEqual(['update_field', 'create_task', 'send_email']);
      expect(approved.effects[1]).toMatchObject({ taskType: 'schedule-treatment', assignTo: 'receptionist' });

      expect(send({ type: 'REQUEST', to: 'in-treatment', actor: receptionist, at: T(6) }).effects).toEqual([
        expect.objectContaining({ type: 'update_field', field: 'treatmentStatus', value: 'in-progress' }),
        expect.objectContaining({ type: 'create_task', taskType: 'prepare-chair', assignTo: 'dental-assistant' }),
      ]);
      expect(stage()).toBe('in-treatment');

      expect(send({ type: 'REQUEST', to: 'completed', actor: hygienist, at: T(7), inputs: { recallMonths: 6 } }).rejection?.code).toBe('forbidden-leave');
      expect(send({ type: 'REQUEST', to: 'completed', actor: dentist, at: T(8) }).rejection?.code).toBe('missing-input');
      const completed = send({ type: 'REQUEST', to: 'completed', actor: dentist, at: T(9), inputs: { recallMonths: 6 } });
      expect(completed.ok).toBe(true);
      expect(completed.effects).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'create_task', taskType: 'book-recall', assignTo: 'receptionist', dueAt: T(81) }),
          expect.objectContaining({ type: 'send_email', template: 'treatment_completed' }),
        ]),
      );
      expect(record.getSnapshot()).toMatchObject({ value: 'completed', status: 'done' });
      expect(record.getSnapshot().context.fields).toMatchObject({ recallMonths: 6, treatmentStatus: 'completed' });
      expect(record.getSnapshot().context.history.map((move) => move.to)).toEqual(['plan-proposed', 'approved', 'in-treatment', 'completed']);
    });

    it('lets a dentist approve at once, a hygienist only ask, and a receptionist neither', () => {
      const at = { stage: 'plan-proposed' };
      expect(checkTransition(plan(), at, { to: 'approved', actor: dentist })).toEqual({ ok: true, mode: 'move', approvedBy: dentist.id });
      expect(checkTransition(plan(), at, { to: 'approved', actor: hygienist })).toEqual({ ok: true, mode: 'request' });
      expect(checkTransition(plan(), at, { to: 'approved', actor: receptionist })).toMatchObject({ ok: false, code: 'forbidden-leave' });
    });

    it('has SLAs: a proposed plan is due in 72 hours, and overdue after', () => {
      expect(slaDeadline(plan(), 'plan-proposed', T(0))).toBe(T(72));
      expect(slaDeadline(plan(), 'approved', T(5))).toBe(T(5 + 168));
      expect(slaDeadline(plan(), 'completed', T(0))).toBeUndefined();
      const items = [
        { id: 'late', stage: 'plan-proposed', enteredAt: T(0) },
        { id: 'fresh', stage: 'diagnosis', enteredAt: T(70) },
      ];
      expect(listOverdue(plan(), items, T(96))).toEqual([{ ...items[0], deadline: T(72), hoursOverdue: 24 }]);
    });

    it('tells the receptionist when a plan breaches its SLA', () => {
      const started = startWorkflow(plan(), { recordId: 'patient-2', actor: dentist, at: T(0) });
      if (!started.ok) throw new Error(started.rejection.message.en);
      const breach = sendWorkflowEvent(started.actor, { type: 'TRIGGER', event: 'sla_breach', actor: dentist, at: T(49) });
      expect(breach.effects).toEqual([expect.objectContaining({ type: 'notify_user', role: 'receptionist' })]);
    });
  });

  it('signs a clinical document off through a dentist', () => {
    const document = dental.workflows.document;
    const started = startWorkflow(document, { recordId: 'x-ray-1', actor: assistant, at: '2025-03-02T08:00:00.000Z' });
    if (!started.ok) throw new Error(started.rejection.message.en);
    expect(started.effects).toEqual([expect.objectContaining({ type: 'update_field', field: 'createdBy', value: assistant.id })]);
    expect(sendWorkflowEvent(started.actor, { type: 'REQUEST', to: 'review', actor: receptionist, at: '2025-03-02T08:30:00.000Z' }).rejection?.code).toBe('forbidden-enter');
    expect(sendWorkflowEvent(started.actor, { type: 'REQUEST', to: 'review', actor: assistant, at: '2025-03-02T09:00:00.000Z' }).ok).toBe(true);
    expect(sendWorkflowEvent(started.actor, { type: 'REQUEST', to: 'signed', actor: assistant, at: '2025-03-02T10:00:00.000Z' }).ok).toBe(true);
    expect(started.actor.getSnapshot().value).toBe('review');
    expect(sendWorkflowEvent(started.actor, { type: 'APPROVE', actor: dentist, at: '2025-03-02T11:00:00.000Z' }).ok).toBe(true);
    expect(started.actor.getSnapshot()).toMatchObject({ value: 'signed', context: { approvedBy: dentist.id, fields: { signedAt: '2025-03-02T11:00:00.000Z' } } });
  });

  it('needed no code: no engine, server or widget source file mentions dental', () => {
    const sources = ['engine', 'server', 'widgets'].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|json)$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
        .map((file) => join(folder, file))
        // The demo's words for the shipped offices' records: a veterinary clinic's dental scaling is not this office type.
        .filter((file) => !file.startsWith('server/demo/demo-record-')),
    );
    expect(sources).toEqual(expect.arrayContaining(['engine/load/load-office-type.ts', 'engine/features/feature-catalogue.json', 'server/tools/office-types.ts']));
    expect(sources.filter((file) => /dental/i.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});

interface BrokenCase {
  file: string;
  officeType: string;
  path: string;
  fragment: string;
}

// The expectations are the README's table, so the table cannot drift from what the loader says.
function brokenCases(): BrokenCase[] {
  const rows = readFileSync(join(BROKEN_DIR, 'README.md'), 'utf8').split('\n').filter((line) => line.startsWith('| `'));
  return rows.map((row) => {
    const [file = '', officeType = '', path = '', fragment = ''] = row
      .split(' | ')
      .map((cell) => /`([^`]+)`/.exec(cell)?.[1] ?? '');
    return { file, officeType, path, fragment };
  });
}

describe('broken office types dropped in next to the good ones', () => {
  const cases = brokenCases();

  it('are all described in the README', () => {
    const files = readdirSync(BROKEN_DIR).filter((name) => name.endsWith('.json'));
    expect(cases.length).toBeGreaterThanOrEqual(5);
    expect(cases.map((entry) => entry.file).sort()).toEqual(files.sort());
  });

  it.each(cases)('$file: one error at $path, and the good types still load', ({ file, officeType, path, fragment }) => {
    const dir = dropIn(...shippedFiles, DENTAL_FILE, join(BROKEN_DIR, file));
    let catalog: OfficeTypeCatalog | undefined;
    expect(() => {
      catalog = loadOfficeTypeCatalog(officeTypeFiles(dir));
    }).not.toThrow();
    expect(catalog?.errors).toEqual([{ officeType, path, message: expect.stringContaining(fragment) }]);
    expect(catalog?.ids()).toEqual([...shippedIds, 'dental'].sort());
    expect(catalog?.ids()).toEqual(expect.arrayContaining(SHIPPED));
  });

  it('still refuses a broken file that is the only one', () => {
    const notJson = cases.find((entry) => entry.file === 'not-json.json');
    expect(notJson?.fragment).toMatch(/^not valid JSON \(line \d+, column \d+\)$/);
    const catalog = loadOfficeTypeCatalog([join(BROKEN_DIR, 'not-json.json')]);
    expect(catalog.ids()).toEqual([]);
    expect(catalog.errors).toEqual([{ officeType: 'not-json', path: '/', message: expect.stringContaining(notJson?.fragment ?? '?') }]);
  });
});
