import type { FeatureModule, FormDefinition, FormField, OfficeType, WorkflowDefinition } from '../../../engine/generated/config-types';
import { randomUUID } from 'node:crypto';
import { resolveCollection, type SubjectKind } from '../../../engine/modules/record-collections';
import { PLATFORM_ROLES } from '../../../engine/roles';
import { roleUniverse, workflowsOf } from '../../../engine/workflows/conformance-kit';
import type { WorkflowActor } from '../../../engine/workflows/workflow-roles';
import type { OfficeContext, OfficeRole } from '../../context/office-context';
import { inOffice } from '../../context/office-context';
import type { TestApp } from '../../testing/test-app';
import { systemContextIn } from '../records/records.test-support';
import { startRecordWorkflow } from './record-start';
import { startSubjectWorkflow } from './subject-start';
import { inOfficeWithMail } from './workflow-mail-queue';
import { clientWithEmail } from './workflow-runtime.test-support';

/** An office set up to drive every workflow of an office type through the services: a records module per workflow, a member per role, a client with an e-mail. */
export interface ConformanceOffice {
  office: OfficeType;
  base: OfficeContext;
  /** The module that holds each workflow's records, by workflow id. */
  moduleOf: Map<string, string>;
  /** The member holding each role (a platform role as membership role, else 'user' with it as professional role). */
  memberOf: Map<string, { userId: string; email: string }>;
  clientId: string;
  clientEmail: string;
}

const isPlatformRole = (role: string): role is OfficeRole => (PLATFORM_ROLES as readonly string[]).includes(role);

/** The roles a member holding a role has: a platform role alone, else 'user' and the professional role. */
export const memberRoles = (role: string): string[] => (isPlatformRole(role) ? [role] : ['user', role]);

// A form of the fields the workflow writes (update_field and required inputs), so each one shows on the record.
function formOf(workflow: WorkflowDefinition, id: string): FormDefinition {
  const fields: Record<string, FormField> = {};
  const label = { he: 'שדה', en: 'Field', es: 'Campo' };
  const actions = [...workflow.stages.flatMap((stage) => stage.actions ?? []), ...(workflow.triggers ?? []).flatMap((trigger) => trigger.actions)];
  for (const action of actions) if (action.type === 'update_field') fields[action.field] = { type: 'text', label };
  for (const input of workflow.stages.flatMap((stage) => stage.requiredInputs ?? [])) fields[input.key] = { type: input.type === 'number' ? 'number' : input.type === 'date' ? 'date' : 'text', label };
  const properties = Object.fromEntries(Object.keys(fields).map((key) => [key, {}]));
  return { id, title: label, schema: { type: 'object', properties }, fields };
}

/**
 * The office's configuration with one records module per workflow (the client and document workflows too, which
 * no collection holds): each workflow runs on records of its own, whatever module the office type gives it.
 */
function withWorkflowModules(office: OfficeType, base: OfficeContext): { config: OfficeContext['office']; moduleOf: Map<string, string> } {
  const moduleOf = new Map<string, string>();
  const modules: FeatureModule[] = [];
  const forms: FormDefinition[] = [];
  workflowsOf(office).forEach((workflow, index) => {
    const id = `conformance-${index}`;
    moduleOf.set(workflow.id, id);
    forms.push(formOf(workflow, `${id}-form`));
    modules.push({
      id,
      name: workflow.name,
      icon: 'FileOutlined',
      route: `/${id}`,
      kind: 'records',
      category: 'core',
      requiredPermissions: [],
      collection: { entity: `${workflow.entity ?? 'record'}-${index}`, terms: { singular: 'client', plural: 'clients' }, form: `${id}-form`, workflow: workflow.id, client: 'optional' },
    });
  });
  const custom = office.workflows.custom ?? [];
  const extra = [office.workflows.client, office.workflows.document].filter((workflow) => !custom.some((known) => known.id === workflow.id));
  const config = {
    ...base.office,
    ...office,
    features: { ...office.features, modules: [...office.features.modules, ...modules] },
    forms: { ...office.forms, customForms: [...(office.forms.customForms ?? []), ...forms] },
    workflows: { ...office.workflows, custom: [...custom, ...extra] },
  } as OfficeContext['office'];
  return { config, moduleOf };
}

/** Sets up an office of the demo tenant `slug` to run `office`'s workflows. */
export async function conformanceOffice(t: TestApp, slug: string, office: OfficeType): Promise<ConformanceOffice> {
  const system = await systemContextIn(t, slug);
  const { config, moduleOf } = withWorkflowModules(office, system);
  const base: OfficeContext = { ...system, office: config };
  const memberOf = new Map<string, { userId: string; email: string }>();
  for (const role of roleUniverse(office)) {
    const email = `${role}.${office.id}@conformance.example.com`;
    const user = await t.database.db.insertInto('users').values({ email, first_name: role, last_name: 'Member' }).returning('id').executeTakeFirstOrThrow();
    const membership = isPlatformRole(role) ? { role, professional_role: null } : { role: 'user' as const, professional_role: role };
    await t.database.db.insertInto('memberships').values({ tenant_id: base.tenant.id, user_id: user.id, ...membership }).execute();
    memberOf.set(role, { userId: user.id, email });
  }
  const clientEmail = `client.${office.id}@conformance.example.com`;
  const clientId = await clientWithEmail(t, base, 'Conformance', clientEmail);
  return { office, base, moduleOf, memberOf, clientId, clientEmail };
}

/** The context of the member holding a role, acting with exactly that member's roles. */
export function memberContext(setup: ConformanceOffice, role: string): OfficeContext {
  const member = setup.memberOf.get(role);
  if (!member) throw new Error(`no member holds "${role}"`);
  const [membership, professional] = memberRoles(role);
  return { ...setup.base, actor: { kind: 'member', userId: member.userId, role: membership as OfficeRole, professionalRole: professional ?? null } };
}

/** The workflow actor a role's member is, for asking the engine what it would decide. */
export function memberActor(setup: ConformanceOffice, role: string): WorkflowActor {
  return { id: setup.memberOf.get(role)?.userId ?? role, roles: memberRoles(role) };
}

/** A new record of a workflow's module, started by a member (the first role the engine lets start one). */
export async function newRecord(setup: ConformanceOffice, workflow: WorkflowDefinition, starter: string): Promise<string> {
  const ctx = memberContext(setup, starter);
  const module = setup.moduleOf.get(workflow.id)!;
  const resolved = resolveCollection(ctx.office, module);
  if (!resolved) throw new Error(`module ${module} does not resolve`);
  return inOfficeWithMail(ctx, async (trx) => {
    const row = await trx
      .insertInto('records')
      .values({ tenant_id: ctx.tenant.id, module, entity: resolved.entity, data: '{}', title: `${workflow.id} record`, client_id: setup.clientId, created_by: setup.memberOf.get(starter)?.userId ?? null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return (await startRecordWorkflow(trx, ctx, resolved, row)).id;
  });
}

/** The record's row as it now stands (stage, data, snapshot, version). */
export async function recordRow(setup: ConformanceOffice, id: string) {
  return inOffice(setup.base, (trx) => trx.selectFrom('records').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

/**
 * A new client (with an e-mail of its own) or a new document of the office's client, whose run of the office's
 * client (document) workflow starts as the subject's would, made by a member; answers the run's id and the e-mail
 * of the client its mail goes to.
 */
export async function newSubjectRun(setup: ConformanceOffice, kind: SubjectKind, starter: string): Promise<{ id: string; clientEmail: string }> {
  const ctx = memberContext(setup, starter);
  return inOfficeWithMail(ctx, async (trx) => {
    if (kind === 'client') {
      const clientEmail = `subject.${randomUUID()}@conformance.example.com`;
      const id = (await trx.insertInto('clients').values({ tenant_id: ctx.tenant.id, first_name: 'Subject', last_name: 'Cohen', email: clientEmail }).returning('id').executeTakeFirstOrThrow()).id;
      await startSubjectWorkflow(trx, ctx, { kind, id, name: 'Subject Cohen' });
      return { id, clientEmail };
    }
    const document = { tenant_id: ctx.tenant.id, client_id: setup.clientId, name: 'subject.pdf', file_name: 'subject.pdf', content_type: 'application/pdf', size_bytes: 1, storage_key: `conformance/${randomUUID()}` };
    const id = (await trx.insertInto('documents').values(document).returning('id').executeTakeFirstOrThrow()).id;
    await startSubjectWorkflow(trx, ctx, { kind, id, name: 'subject.pdf' });
    return { id, clientEmail: setup.clientEmail };
  });
}
