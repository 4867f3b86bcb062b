import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OfficeType, WorkflowDefinition } from '../generated/config-types';
import { drive, probe, roleUniverse, workflowsOf } from './conformance-kit';
import { graphDifferences, permissionDifferences, type SpecWorkflow } from './spec-workflow';
import { sendWorkflowEvent } from './workflow-actor';
import { approversOf } from './workflow-roles';

// Spec 3 §4 and §6, medical office: written from the specification, not from the shipped file.
const FILE = new URL('../../office-types/medical.json', import.meta.url);
const office = existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as OfficeType) : undefined;
const MISSING = 'skipped: office-types/medical.json does not exist yet';

const PATIENT: SpecWorkflow = {
  stages: ['registration', 'intake', 'examination', 'treatment', 'follow-up', 'discharge'],
  initial: 'registration',
  transitions: ['registration>intake', 'intake>examination', 'examination>treatment', 'examination>discharge', 'treatment>follow-up!', 'treatment>discharge!', 'follow-up>discharge'],
  leave: {
    registration: ['front-desk', 'admin'],
    intake: ['nurse', 'doctor', 'admin'],
    examination: ['doctor', 'admin'],
    treatment: ['doctor'],
    'follow-up': ['doctor', 'nurse'],
  },
  // "discharge by doctor": the final stage's list, encoded as who may enter it.
  enter: { discharge: ['doctor'] },
};

const RECORD: SpecWorkflow = {
  stages: ['draft', 'review', 'approved', 'archived'],
  initial: 'draft',
  transitions: ['draft>review', 'review>approved!', 'review>draft', 'approved>archived'],
  enter: { draft: ['*'], review: ['doctor', 'nurse'], approved: ['doctor'], archived: ['admin'] },
};

const SPEC_ROLES = ['front-desk', 'nurse', 'doctor', 'scheduler'];

// The workflow sharing the most stage ids with the specified one.
function closest(spec: SpecWorkflow): WorkflowDefinition | undefined {
  const score = (workflow: WorkflowDefinition) => workflow.stages.filter((stage) => spec.stages.includes(stage.id)).length;
  const [best] = workflowsOf(office as OfficeType).sort((a, b) => score(b) - score(a));
  return best && score(best) >= spec.stages.length / 2 ? best : undefined;
}

function found(spec: SpecWorkflow): WorkflowDefinition {
  const workflow = closest(spec);
  if (!workflow) throw new Error(`medical.json has no workflow with the stages ${spec.stages.join(', ')}`);
  return workflow;
}

describe.skipIf(!office)(`medical patient workflow (spec 3 §4, §6)${office ? '' : ` — ${MISSING}`}`, () => {
  const patient = () => found(PATIENT);
  const roles = () => roleUniverse(office as OfficeType, ...SPEC_ROLES);

  it('has the specified stages and moves: treatment → follow-up and → discharge need approval, discharge is final', () => {
    expect(graphDifferences(patient(), PATIENT)).toEqual([]);
  });

  it('has the SLA hours 0.5, 1, 2, 24, 168, 1 in stage order', () => {
    const hours = PATIENT.stages.map((id) => patient().stages.find((stage) => stage.id === id)?.sla?.hours);
    expect(hours).toEqual([0.5, 1, 2, 24, 168, 1]);
  });

  it('lets exactly the specified roles make each move (leave: front-desk/admin, nurse/doctor/admin, doctor/admin, doctor, doctor/nurse; discharge: doctor)', () => {
    expect(permissionDifferences(patient(), PATIENT, roles())).toEqual([]);
  });

  it('lets everyone view and doctor, nurse and admin edit', () => {
    expect(patient().permissions.view).toContain('*');
    expect([...patient().permissions.edit].sort()).toEqual(['admin', 'doctor', 'nurse']);
  });

  it('runs the specified actions along registration → intake → examination → treatment → follow-up → discharge', () => {
    const approver = approversOf(patient(), { to: 'follow-up' }).filter((role) => role !== '*');
    const { steps } = drive(patient(), probe(...roles(), ...approver), PATIENT.stages.slice(1));
    expect(steps.map((step) => [step.stage, step.ok])).toEqual(PATIENT.stages.map((stage) => [stage, true]));
    const [registration, intake, examination, treatment, followUp, discharge] = steps.map((step) => step.effects);
    expect(registration).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'send_email', template: expect.stringMatching(/welcome/) }),
        expect.objectContaining({ type: 'create_task', taskType: 'verify-insurance', assignTo: 'front-desk' }),
      ]),
    );
    expect(intake).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'create_task', taskType: 'collect-vitals', assignTo: 'nurse' })]));
    expect(examination).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'notify_user', role: 'doctor' })]));
    expect(treatment).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'update_field', field: 'treatmentStatus', value: 'in-progress' })]));
    expect(followUp).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'create_task', taskType: expect.stringMatching(/schedul/) })]));
    expect(discharge).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'send_email', template: expect.stringMatching(/discharge/) })]));
  });

  it('holds a doctor’s treatment → discharge for an approver unless the doctor is one, then records approvedBy', () => {
    const approvers = approversOf(patient(), patient().stages.find((stage) => stage.id === 'treatment')?.transitions?.find((t) => t.to === 'discharge') ?? { to: '' });
    const doctor = probe('doctor');
    const { actor } = drive(patient(), probe(...roles()), ['intake', 'examination', 'treatment']);
    const asked = sendWorkflowEvent(actor, { type: 'REQUEST', to: 'discharge', actor: doctor, at: '2025-01-07T08:00:00.000Z' });
    expect(asked.ok).toBe(true);
    if (!approvers.includes('doctor') && !approvers.includes('*')) {
      expect(actor.getSnapshot().context.pending).toMatchObject({ to: 'discharge', requestedBy: doctor.id });
      const approver = probe(approvers[0] ?? 'admin');
      expect(sendWorkflowEvent(actor, { type: 'APPROVE', actor: approver, at: '2025-01-07T09:00:00.000Z' }).ok).toBe(true);
      expect(actor.getSnapshot().context.approvedBy).toBe(approver.id);
    } else {
      expect(actor.getSnapshot().context.approvedBy).toBe(doctor.id);
    }
    expect(actor.getSnapshot().value).toBe('discharge');
  });
});

describe.skipIf(!office)(`medical record workflow (spec 3 §4, §6)${office ? '' : ` — ${MISSING}`}`, () => {
  const record = () => found(RECORD);
  const roles = () => roleUniverse(office as OfficeType, ...SPEC_ROLES);

  it('has draft → review, review → approved (approval) or back to draft, approved → archived', () => {
    expect(graphDifferences(record(), RECORD)).toEqual([]);
  });

  it('lets exactly the specified roles enter each stage (draft all, review doctor/nurse, approved doctor, archived admin)', () => {
    expect(permissionDifferences(record(), RECORD, roles())).toEqual([]);
  });

  it('lets everyone view and doctor and nurse edit', () => {
    expect(record().permissions.view).toContain('*');
    expect([...record().permissions.edit].sort()).toEqual(['doctor', 'nurse']);
  });

  it('sends review → approved through an approver and records approvedBy', () => {
    const transition = record().stages.find((stage) => stage.id === 'review')?.transitions?.find((t) => t.to === 'approved');
    const approver = probe(approversOf(record(), transition ?? { to: 'approved' })[0] ?? 'admin');
    const { actor } = drive(record(), probe('doctor', 'nurse'), ['review']);
    expect(sendWorkflowEvent(actor, { type: 'REQUEST', to: 'approved', actor: probe('doctor'), at: '2025-01-07T08:00:00.000Z' }).ok).toBe(true);
    // A doctor who is not an approver only asks; the approver then decides.
    if (actor.getSnapshot().value === 'review') {
      expect(sendWorkflowEvent(actor, { type: 'APPROVE', actor: approver, at: '2025-01-07T09:00:00.000Z' }).ok).toBe(true);
    }
    expect(actor.getSnapshot().value).toBe('approved');
    expect(actor.getSnapshot().context.approvedBy).toBeDefined();
  });
});
