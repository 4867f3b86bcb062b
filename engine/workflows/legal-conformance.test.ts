import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OfficeType, WorkflowDefinition } from '../generated/config-types';
import { drive, probe, roleUniverse, workflowsOf } from './conformance-kit';
import { checkTransition } from './transition-rules';
import { approverDifferences, graphDifferences, permissionDifferences, type SpecWorkflow } from './spec-workflow';
import { sendWorkflowEvent } from './workflow-actor';

// Spec 3 §4 and §6, legal office: written from the specification, not from the shipped file.
const FILE = new URL('../../office-types/legal.json', import.meta.url);
const office = existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as OfficeType) : undefined;
const SUFFIX = office ? '' : ' — skipped: office-types/legal.json does not exist yet';

const MATTER: SpecWorkflow = {
  stages: ['intake', 'active', 'discovery', 'negotiation', 'trial', 'appeal', 'closed'],
  initial: 'intake',
  transitions: [
    'intake>active!',
    'active>discovery',
    'active>negotiation',
    'active>trial',
    'active>closed!',
    'discovery>negotiation',
    'discovery>trial',
    'negotiation>closed!',
    'negotiation>trial',
    'trial>appeal',
    'trial>closed!',
    'appeal>closed!',
  ],
  leave: {
    intake: ['attorney', 'admin'],
    active: ['attorney'],
    discovery: ['attorney', 'paralegal'],
    negotiation: ['attorney'],
    trial: ['attorney'],
    appeal: ['attorney'],
  },
  enter: { closed: ['attorney', 'partner'] },
  approvers: ['attorney', 'partner'],
};

const DOCUMENT: SpecWorkflow = {
  stages: ['draft', 'review', 'client-review', 'finalized', 'filed'],
  initial: 'draft',
  transitions: ['draft>review', 'review>client-review!', 'review>draft', 'client-review>finalized!', 'client-review>review', 'finalized>filed'],
  enter: { draft: ['*'], review: ['attorney', 'paralegal'], 'client-review': ['attorney'], finalized: ['attorney', 'partner'], filed: ['paralegal', 'admin'] },
};

const SPEC_ROLES = ['attorney', 'paralegal', 'partner'];
const roles = () => roleUniverse(office as OfficeType, ...SPEC_ROLES);

function byId(id: string): WorkflowDefinition {
  const workflow = workflowsOf(office as OfficeType).find((candidate) => candidate.id === id);
  if (!workflow) throw new Error(`legal.json has no workflow with id "${id}"`);
  return workflow;
}

describe.skipIf(!office)(`legal matter workflow, legal-matter (spec 3 §4, §6)${SUFFIX}`, () => {
  const matter = () => byId('legal-matter');

  it('is a custom workflow with id legal-matter', () => {
    expect((office as OfficeType).workflows.custom?.map((workflow) => workflow.id)).toContain('legal-matter');
  });

  it('has the specified stages and moves, every move into closed (and intake → active) needing approval', () => {
    expect(graphDifferences(matter(), MATTER)).toEqual([]);
  });

  it('gives intake an SLA of 48 hours', () => {
    expect(matter().stages.find((stage) => stage.id === 'intake')?.sla?.hours).toBe(48);
  });

  it('lets exactly the specified roles make each move (leave: intake attorney/admin, discovery attorney/paralegal, others attorney; closed: attorney/partner)', () => {
    expect(permissionDifferences(matter(), MATTER, roles())).toEqual([]);
  });

  it('has attorney and partner as the approvers: an attorney moves at once, anyone else allowed only requests', () => {
    expect(approverDifferences(matter(), MATTER, roles())).toEqual([]);
  });

  it('lets attorney, paralegal and admin edit', () => {
    expect([...matter().permissions.edit].sort()).toEqual(['admin', 'attorney', 'paralegal']);
  });

  it('does not let a paralegal close a matter', () => {
    for (const from of ['active', 'negotiation', 'trial', 'appeal']) {
      expect(checkTransition(matter(), { stage: from }, { to: 'closed', actor: probe('paralegal') })).toMatchObject({ ok: false });
    }
  });

  it('lets an attorney close a matter at once, recording approvedBy and running the closing actions', () => {
    const attorney = probe('attorney');
    const { actor, steps } = drive(matter(), attorney, ['active', 'trial', 'closed']);
    expect(steps.map((step) => step.stage)).toEqual(['intake', 'active', 'trial', 'closed']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.approvedBy).toBe(attorney.id);
    expect(actor.getSnapshot().context.history.at(-1)).toMatchObject({ from: 'trial', to: 'closed', by: attorney.id, approvedBy: attorney.id });
    expect(steps.at(-1)?.effects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'send_email', template: expect.stringMatching(/matter_closed/) }),
        expect.objectContaining({ type: 'create_task', taskType: expect.stringMatching(/archive/) }),
      ]),
    );
  });

  it('creates a conflict-check task and a retainer task at intake and sends an engagement letter on create', () => {
    const { steps } = drive(matter(), probe('attorney'), []);
    expect(steps[0]?.effects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'create_task', taskType: expect.stringMatching(/conflict/) }),
        expect.objectContaining({ type: 'create_task', taskType: expect.stringMatching(/retainer/) }),
        expect.objectContaining({ type: 'send_email', template: expect.stringMatching(/engagement/) }),
      ]),
    );
  });

  it('makes an admin’s intake → active wait for an attorney or partner', () => {
    const { actor } = drive(matter(), probe('attorney'), []);
    expect(sendWorkflowEvent(actor, { type: 'REQUEST', to: 'active', actor: probe('admin'), at: '2025-01-07T08:00:00.000Z' }).ok).toBe(true);
    expect(actor.getSnapshot().context.pending?.to).toBe('active');
    expect(sendWorkflowEvent(actor, { type: 'APPROVE', actor: probe('paralegal'), at: '2025-01-07T09:00:00.000Z' }).rejection?.code).toBe('forbidden-approve');
    expect(sendWorkflowEvent(actor, { type: 'APPROVE', actor: probe('partner'), at: '2025-01-07T09:00:00.000Z' }).ok).toBe(true);
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.approvedBy).toBe('partner-user');
  });
});

describe.skipIf(!office)(`legal document workflow, legal-document (spec 3 §4, §6)${SUFFIX}`, () => {
  const document = () => byId('legal-document');

  it('has draft → review, review → client-review (approval) or draft, client-review → finalized (approval) or review, finalized → filed', () => {
    expect(graphDifferences(document(), DOCUMENT)).toEqual([]);
  });

  it('has the SLAs 24, 48 and 72 hours, in stage order', () => {
    expect(document().stages.flatMap((stage) => (stage.sla ? [stage.sla.hours] : []))).toEqual([24, 48, 72]);
  });

  it('lets exactly the specified roles enter each stage (draft all, review attorney/paralegal, client-review attorney, finalized attorney/partner, filed paralegal/admin)', () => {
    expect(permissionDifferences(document(), DOCUMENT, roles())).toEqual([]);
  });

  it('lets attorney and paralegal edit', () => {
    expect([...document().permissions.edit].sort()).toEqual(['attorney', 'paralegal']);
  });

  it('requires a filing number to file', () => {
    const filed = document().stages.find((stage) => stage.id === 'filed');
    expect(filed?.requiredInputs?.map((input) => input.key)).toContain('filingNumber');
    expect(checkTransition(document(), { stage: 'finalized' }, { to: 'filed', actor: probe('paralegal') })).toMatchObject({
      ok: false,
      code: 'missing-input',
    });
  });

  it('sets finalizedDate when finalizing and keeps the filing number when filing', () => {
    const everyone = probe(...roles());
    const { actor, steps } = drive(document(), everyone, ['review', 'client-review', 'finalized', 'filed']);
    expect(steps.map((step) => [step.stage, step.ok])).toEqual(DOCUMENT.stages.map((stage) => [stage, true]));
    const finalizedAt = actor.getSnapshot().context.history.find((move) => move.to === 'finalized')?.at;
    expect(actor.getSnapshot().context.fields.finalizedDate).toBe(finalizedAt);
    expect(actor.getSnapshot().context.fields.filingNumber).toEqual(expect.any(String));
  });
});
