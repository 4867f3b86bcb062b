import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowAction, WorkflowDefinition } from '../../../engine/generated/config-types';
import { conformanceOfficeTypes } from '../../../tests/office-type-folders';
import { pathTo, roleUniverse, sampleInputs, stageById, workflowsOf } from '../../../engine/workflows/conformance-kit';
import { canApprove, checkStart, checkTransition } from '../../../engine/workflows/transition-rules';
import { rolesAdmit } from '../../../engine/workflows/workflow-roles';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { resolveCollection, subjectCollection, type ResolvedCollection, type SubjectKind } from '../../../engine/modules/record-collections';
import type { OfficeContext } from '../../context/office-context';
import { historyIn, recordHistory } from './record-history.service';
import { officeRefusal } from './refusal-names';
import { decideApproval, decideIn, transitionIn, transitionRecord, type ApprovalBody, type TransitionBody } from './record-transition.service';
import {
  conformanceOffice,
  memberActor,
  memberContext,
  memberRoles,
  newRecord,
  newSubjectRun,
  recordRow,
  type ConformanceOffice,
} from './workflow-conformance.test-support';
import { outboxTo } from './workflow-runtime.test-support';

// Issue 20's conformance suite, generated from the JSON: every workflow of every office type the conformance suites
// check (tests/office-type-folders.ts: the shipped ones and those written for the tests, or a dropped-in folder),
// driven through the server's services (not HTTP) on PGlite, one demo office per office type; an office type with no
// demo office of its own borrows the generic one. The client and document workflows run on clients and documents
// (their subjects' runs) where the office runs them so.
const DEMO_TENANT_OF: Record<string, string> = { generic: 'generic', medical: 'medical', legal: 'legal', accounting: 'accounting', insurance: 'insurance', veterinary: 'vet', 'real-estate': 'realestate' };
const offices = conformanceOfficeTypes().map(({ office }) => office);

type Setup = ConformanceOffice;

// How a workflow's records are made and moved: a client's or a document's run through the subject's built-in
// collection where the office runs that workflow on its clients (documents), else a records module of its own.
interface Driver {
  start(setup: Setup, starter: string): Promise<string>;
  collection(ctx: OfficeContext): ResolvedCollection;
  transition(ctx: OfficeContext, id: string, body: TransitionBody): ReturnType<typeof transitionRecord>;
  decide(ctx: OfficeContext, id: string, body: ApprovalBody): ReturnType<typeof decideApproval>;
  history(ctx: OfficeContext, id: string): ReturnType<typeof recordHistory>;
}

/** The e-mail of the client each run's mail goes to, where it is not the office's conformance client. */
const clientEmailOf = new Map<string, string>();

function driverOf(setup: Setup, workflow: WorkflowDefinition): Driver {
  const subject = (['client', 'document'] as const).find((kind: SubjectKind) => setup.office.workflows[kind].id === workflow.id && subjectCollection(setup.office, kind));
  if (subject) {
    const collection = (ctx: OfficeContext) => subjectCollection(ctx.office, subject)!;
    return {
      start: async (of, starter) => {
        const run = await newSubjectRun(of, subject, starter);
        clientEmailOf.set(run.id, run.clientEmail);
        return run.id;
      },
      collection,
      transition: (ctx, id, body) => transitionIn(ctx, collection(ctx), id, body),
      decide: (ctx, id, body) => decideIn(ctx, collection(ctx), id, body),
      history: (ctx, id) => historyIn(ctx, collection(ctx), id),
    };
  }
  const module = setup.moduleOf.get(workflow.id)!;
  return {
    start: (of, starter) => newRecord(of, workflow, starter),
    collection: (ctx) => resolveCollection(ctx.office, module)!,
    transition: (ctx, id, body) => transitionRecord(ctx, module, id, body),
    decide: (ctx, id, body) => decideApproval(ctx, module, id, body),
    history: (ctx, id) => recordHistory(ctx, module, id),
  };
}

// The first role whose member the engine lets make a move, preferring one that moves at once.
function moverFor(setup: Setup, workflow: WorkflowDefinition, from: string, to: string, inputs: Record<string, unknown>) {
  const verdicts = roleUniverse(setup.office).map((role) => ({ role, verdict: checkTransition(workflow, { stage: from }, { to, actor: memberActor(setup, role), inputs }) }));
  return verdicts.find(({ verdict }) => verdict.ok && verdict.mode === 'move')?.role ?? verdicts.find(({ verdict }) => verdict.ok)?.role;
}

function approverFor(setup: Setup, workflow: WorkflowDefinition, from: string, to: string): string | undefined {
  const pending = { to, requestedBy: 'someone', requestedAt: '2025-01-01T00:00:00.000Z', inputs: {} };
  return roleUniverse(setup.office).find((role) => canApprove(workflow, { stage: from, pending }, memberActor(setup, role)));
}

// Moves a record one step as the engine allows: at once, or asked for and approved by an approver.
async function step(setup: Setup, workflow: WorkflowDefinition, id: string, from: string, to: string): Promise<void> {
  const inputs = sampleInputs(stageById(workflow, to)) ?? {};
  const mover = moverFor(setup, workflow, from, to, inputs);
  if (!mover) throw new Error(`no role may move ${from} → ${to}`);
  const driver = driverOf(setup, workflow);
  const { version } = await recordRow(setup, id);
  const result = await driver.transition(memberContext(setup, mover), id, { to, inputs, version });
  if (result.outcome === 'requested') {
    const approver = approverFor(setup, workflow, from, to);
    if (!approver) throw new Error(`nobody may approve ${from} → ${to}`);
    await driver.decide(memberContext(setup, approver), id, { decision: 'approve', version: result.record.version });
  }
}

// The e-mail addresses an action's mail goes to.
function mailTo(setup: Setup, action: Extract<WorkflowAction, { type: 'send_email' }>, actorRole: string, id: string): string[] {
  const to = action.to ?? 'client';
  if (to === 'client') return [clientEmailOf.get(id) ?? setup.clientEmail];
  if (to === 'actor') return [setup.memberOf.get(actorRole)!.email];
  return [...setup.memberOf].filter(([role]) => rolesAdmit([to], { id: role, roles: memberRoles(role) })).map(([, member]) => member.email);
}

// Every effect of the actions is present: the task, the notifications, the field, the mail (counted before).
async function expectEffects(setup: Setup, driver: Driver, id: string, actions: readonly WorkflowAction[], actorRole: string, mailBefore: Map<string, number>) {
  const db = setup.base.db;
  const row = await recordRow(setup, id);
  const history = await driver.history(setup.base, id);
  for (const action of actions) {
    expect(history.some((entry) => entry.kind === 'action' && entry.detail?.type === action.type), `history of ${action.type}`).toBe(true);
    if (action.type === 'create_task') {
      const tasks = await db.selectFrom('tasks').select('task_type').where('record_id', '=', id).where('task_type', '=', action.taskType).execute();
      expect(tasks.length, `task ${action.taskType}`).toBeGreaterThan(0);
    } else if (action.type === 'notify_user') {
      const notified = await db.selectFrom('notifications').select('user_id').where('record_id', '=', id).where('kind', '=', 'workflow').execute();
      const holders = [...setup.memberOf].filter(([role]) => rolesAdmit([action.role], { id: role, roles: memberRoles(role) })).map(([, member]) => member.userId);
      expect(notified.map((n) => n.user_id), `notified ${action.role}`).toEqual(expect.arrayContaining(holders));
    } else if (action.type === 'update_field') {
      expect((row.data as Record<string, unknown>)[action.field], `field ${action.field}`).not.toBeUndefined();
    } else {
      for (const to of mailTo(setup, action, actorRole, id)) {
        const count = (await outboxTo({ database: { db } } as never, to)).filter((mail) => mail.template === action.template).length;
        expect(count, `mail ${action.template} to ${to}`).toBeGreaterThan(mailBefore.get(`${to}|${action.template}`) ?? 0);
      }
    }
  }
}

async function mailCounts(setup: Setup, actions: readonly WorkflowAction[], actorRole: string, id: string | undefined): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const action of actions) {
    if (action.type !== 'send_email') continue;
    for (const to of mailTo(setup, action, actorRole, id ?? '')) counts.set(`${to}|${action.template}`, (await outboxTo({ database: { db: setup.base.db } } as never, to)).filter((mail) => mail.template === action.template).length);
  }
  return counts;
}

const starterOf = (setup: Setup, workflow: WorkflowDefinition) => roleUniverse(setup.office).find((role) => checkStart(workflow, memberActor(setup, role)).ok)!;

function checkWorkflow(setupOf: () => Setup, workflow: WorkflowDefinition) {
  it('starts a record at the initial stage with the initial stage’s and the create trigger’s effects, and refuses a move the graph lacks', async () => {
    const setup = setupOf();
    const starter = starterOf(setup, workflow);
    const initial = stageById(workflow, workflow.initialStage);
    const actions = [...(initial.actions ?? []), ...(workflow.triggers ?? []).filter((trigger) => trigger.event === 'create').flatMap((trigger) => trigger.actions)];
    const driver = driverOf(setup, workflow);
    // A new client's mail goes to its own new address, which has none yet.
    const before = await mailCounts(setup, actions, starter, undefined);
    const id = await driver.start(setup, starter);
    expect((await recordRow(setup, id)).stage).toBe(workflow.initialStage);
    await expectEffects(setup, driver, id, actions, starter, before);
    const unreachable = workflow.stages.find((stage) => stage.id !== workflow.initialStage && !initial.transitions?.some((transition) => transition.to === stage.id));
    if (unreachable) {
      const refused = driver.transition(memberContext(setup, 'admin'), id, { to: unreachable.id, version: 1 });
      await expect(refused).rejects.toMatchObject({ status: 409, code: 'TRANSITION_NOT_ALLOWED' });
    }
  });

  for (const stage of workflow.stages) {
    for (const transition of stage.transitions ?? []) {
      const { to } = transition;
      const from = stage.id;
      it(`${from} → ${to}: a permitted member moves it (approval both ways), a refused role gets 403, missing inputs 400, and its effects happen`, async () => {
        const setup = setupOf();
        const driver = driverOf(setup, workflow);
        const id = await driver.start(setup, starterOf(setup, workflow));
        const path = pathTo(workflow, from)!;
        for (let index = 1; index < path.length; index += 1) await step(setup, workflow, id, path[index - 1]!, path[index]!);
        const target = stageById(workflow, to);
        const inputs = sampleInputs(target) ?? {};
        const version = () => recordRow(setup, id).then((row) => row.version);

        // A member whose every role the workflow's permissions exclude gets 403 with the engine's message, worded with the office's names.
        const refusedRole = roleUniverse(setup.office).find((role) => {
          const verdict = checkTransition(workflow, { stage: from }, { to, actor: memberActor(setup, role), inputs });
          return !verdict.ok && verdict.code.startsWith('forbidden-');
        });
        if (refusedRole) {
          const verdict = checkTransition(workflow, { stage: from }, { to, actor: memberActor(setup, refusedRole), inputs });
          const ctx = memberContext(setup, refusedRole);
          const refused = driver.transition(ctx, id, { to, inputs, version: await version() });
          const expected = verdict.ok ? '' : officeRefusal(ctx, driver.collection(ctx), verdict).message.en;
          await expect(refused).rejects.toMatchObject({ status: 403, code: 'TRANSITION_ROLE_REFUSED', messages: { en: expected } });
        }

        const mover = moverFor(setup, workflow, from, to, inputs)!;
        expect(mover, 'some member may make this move').toBeDefined();
        if (target.requiredInputs?.length) {
          const missing = driver.transition(memberContext(setup, mover), id, { to, version: await version() });
          await expect(missing).rejects.toMatchObject({ status: 400, code: 'TRANSITION_INPUTS_MISSING', errors: target.requiredInputs.map((input) => expect.objectContaining({ field: `inputs.${input.key}` })) });
        }

        const requester = roleUniverse(setup.office).find((role) => {
          const verdict = checkTransition(workflow, { stage: from }, { to, actor: memberActor(setup, role), inputs });
          return verdict.ok && verdict.mode === 'request';
        });
        const approver = transition.requiresApproval ? approverFor(setup, workflow, from, to) : undefined;
        const actorRole = requester && approver ? approver : mover;
        const before = await mailCounts(setup, target.actions ?? [], actorRole, id);
        if (requester && approver) {
          const asked = await driver.transition(memberContext(setup, requester), id, { to, inputs, version: await version() });
          expect(asked.outcome).toBe('requested');
          const rejected = await driver.decide(memberContext(setup, approver), id, { decision: 'reject', reason: 'Not yet', version: asked.record.version });
          expect(rejected.record.stage).toBe(from);
          const again = await driver.transition(memberContext(setup, requester), id, { to, inputs, version: rejected.record.version });
          await driver.decide(memberContext(setup, approver), id, { decision: 'approve', version: again.record.version });
          const history = await driver.history(setup.base, id);
          expect(history.filter((entry) => entry.to === to && entry.kind !== 'action').map((entry) => [entry.kind, entry.reason, entry.approvedBy]).slice(-4)).toEqual([
            ['requested', null, null],
            ['rejected', 'Not yet', null],
            ['requested', null, null],
            ['approved', null, setup.memberOf.get(approver)!.userId],
          ]);
        } else {
          const moved = await driver.transition(memberContext(setup, mover), id, { to, inputs, version: await version() });
          expect(moved.outcome).toBe('moved');
          if (transition.requiresApproval) expect((await driver.history(setup.base, id)).findLast((entry) => entry.kind === 'moved')?.approvedBy).toBe(setup.memberOf.get(mover)!.userId);
        }
        expect((await recordRow(setup, id)).stage).toBe(to);
        await expectEffects(setup, driver, id, target.actions ?? [], actorRole, before);
      });
    }
  }
}

describe.each(testDatabaseKinds().slice(0, 1))('the workflow runtime’s conformance on $kind', (kind) => {
  let t: TestApp;
  const setups = new Map<string, Setup>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const office of offices) setups.set(office.id, await conformanceOffice(t, DEMO_TENANT_OF[office.id] ?? 'generic', office));
  }, 120_000);
  afterAll(async () => t?.close());

  for (const office of offices) {
    describe(`office type ${office.id}`, () => {
      for (const workflow of workflowsOf(office)) describe(`workflow ${workflow.id}`, () => checkWorkflow(() => setups.get(office.id)!, workflow));
    });
  }
});
