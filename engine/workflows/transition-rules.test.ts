import { describe, expect, it } from 'vitest';
import { availableTransitions, canApprove, checkApproval, checkStart, checkTransition, type TransitionVerdict } from './transition-rules';
import { actorWith, approvalByAdminWorkflow, caseWorkflow, reviewInputs } from './workflow-fixtures';

const clerk = actorWith('u-clerk', 'clerk');
const lawyer = actorWith('u-lawyer', 'lawyer');
const partner = actorWith('u-partner', 'partner');
const lawyerPartner = actorWith('u-lp', 'lawyer', 'partner');
const seniorLawyer = actorWith('u-senior', 'lawyer', 'senior-lawyer');
const admin = actorWith('u-admin', 'admin');
const nobody = actorWith('u-none');
const pending = { to: 'closed', requestedBy: 'u-lawyer', requestedAt: '2025-01-10T08:00:00.000Z', inputs: {} };

const refusalOf = (verdict: TransitionVerdict) => {
  if (verdict.ok) throw new Error(`expected a refusal, got ${JSON.stringify(verdict)}`);
  return verdict;
};

describe('checkTransition: the graph', () => {
  it('allows a plain transition that exists', () => {
    expect(checkTransition(caseWorkflow, { stage: 'open' }, { to: 'working', actor: clerk })).toEqual({ ok: true, mode: 'move' });
  });

  it('refuses a transition the stage does not have, naming both stages in every language', () => {
    const refusal = refusalOf(checkTransition(caseWorkflow, { stage: 'open' }, { to: 'review', actor: lawyer }));
    expect(refusal.code).toBe('no-such-transition');
    expect(refusal.message).toEqual({
      he: 'אין מעבר מ«פתוח» ל«בדיקה».',
      en: 'There is no move from «Open» to «Review».',
      es: 'No hay paso de «Abierto» a «Revisión».',
    });
  });

  it('refuses a target that is not a stage at all', () => {
    const refusal = refusalOf(checkTransition(caseWorkflow, { stage: 'open' }, { to: 'limbo', actor: lawyer }));
    expect(refusal.code).toBe('no-such-transition');
    expect(refusal.message.en).toContain('«limbo»');
  });

  it('refuses any move out of a final stage', () => {
    const refusal = refusalOf(checkTransition(caseWorkflow, { stage: 'closed' }, { to: 'open', actor: lawyerPartner }));
    expect(refusal.code).toBe('final-stage');
    expect(refusal.message.en).toBe('«Closed» is a final stage: nothing moves out of it.');
    expect(refusal.message.he).toContain('«סגור»');
    expect(refusal.message.es).toContain('«Cerrado»');
  });

  it('refuses a record in a stage the workflow does not have', () => {
    expect(refusalOf(checkTransition(caseWorkflow, { stage: 'gone' }, { to: 'open', actor: lawyer })).code).toBe('no-such-stage');
  });
});

describe('checkTransition: who may move', () => {
  it('needs the actor to be allowed to leave the source, naming the stage and the roles', () => {
    const refusal = refusalOf(checkTransition(caseWorkflow, { stage: 'working' }, { to: 'open', actor: clerk }));
    expect(refusal.code).toBe('forbidden-leave');
    expect(refusal.message).toEqual({
      he: 'רק lawyer רשאים להעביר רשומה מ«בעבודה».',
      en: 'Only lawyer may move a record out of «Working».',
      es: 'Solo lawyer pueden sacar un registro de «En curso».',
    });
  });

  it('needs the actor to be allowed to enter the target', () => {
    const refusal = refusalOf(checkTransition(caseWorkflow, { stage: 'open' }, { to: 'closed', actor: clerk }));
    expect(refusal.code).toBe('forbidden-enter');
    expect(refusal.message.en).toBe('Only lawyer or partner may move a record into «Closed».');
    expect(refusal.message.he).toBe('רק lawyer או partner רשאים להעביר רשומה ל«סגור».');
    expect(refusal.message.es).toBe('Solo lawyer o partner pueden pasar un registro a «Cerrado».');
  });

  it('needs both: an approver who may not leave the source cannot move', () => {
    expect(refusalOf(checkTransition(caseWorkflow, { stage: 'open' }, { to: 'closed', actor: partner })).code).toBe('forbidden-leave');
  });

  it('gives admin nothing special unless listed', () => {
    expect(refusalOf(checkTransition(caseWorkflow, { stage: 'open' }, { to: 'working', actor: admin })).code).toBe('forbidden-leave');
  });

  it('reads * as everyone and an unnamed stage as open to all', () => {
    // working → open: leave working needs lawyer; enter open is *.
    expect(checkTransition(caseWorkflow, { stage: 'working' }, { to: 'open', actor: lawyer }).ok).toBe(true);
    // draft of the simple workflow has no leave list: anyone may ask.
    expect(checkTransition(approvalByAdminWorkflow, { stage: 'draft' }, { to: 'done', actor: nobody }).ok).toBe(true);
  });

  it('reads team as every member: anyone holding a role, not someone with none', () => {
    const to = { to: 'working', actor: actorWith('u-x', 'intern'), inputs: reviewInputs };
    expect(checkTransition(caseWorkflow, { stage: 'review' }, to).ok).toBe(true);
    expect(refusalOf(checkTransition(caseWorkflow, { stage: 'review' }, { ...to, actor: nobody })).code).toBe('forbidden-leave');
  });
});

describe('checkTransition: required inputs of the target', () => {
  const request = (inputs?: Record<string, unknown>) =>
    checkTransition(caseWorkflow, { stage: 'working' }, { to: 'review', actor: seniorLawyer, ...(inputs ? { inputs } : {}) });

  it('accepts them when present, of the right type and matching the pattern', () => {
    expect(request(reviewInputs)).toEqual({ ok: true, mode: 'move', approvedBy: 'u-senior' });
  });

  it('refuses a missing input, naming it and the stage', () => {
    const refusal = refusalOf(request());
    expect(refusal.code).toBe('missing-input');
    expect(refusal.message).toEqual({
      he: 'המעבר ל«בדיקה» מחייב את «מספר תיק».',
      en: 'Moving to «Review» needs «Case number».',
      es: 'Pasar a «Revisión» requiere «Número de caso».',
    });
    expect(refusalOf(request({ ...reviewInputs, caseNumber: '   ' })).code).toBe('missing-input');
    expect(refusalOf(request({ ...reviewInputs, amount: null })).code).toBe('missing-input');
  });

  it('refuses text that does not match the pattern', () => {
    const refusal = refusalOf(request({ ...reviewInputs, caseNumber: 'X-1' }));
    expect(refusal.code).toBe('invalid-input');
    expect(refusal.message.en).toBe('«Case number» is not valid: moving to «Review» needs a value in the required format.');
  });

  it('refuses a value of the wrong type', () => {
    expect(refusalOf(request({ ...reviewInputs, amount: '1500' })).message.en).toContain('needs a number');
    expect(refusalOf(request({ ...reviewInputs, amount: Number.NaN })).code).toBe('invalid-input');
    expect(refusalOf(request({ ...reviewInputs, caseNumber: 1024 })).code).toBe('invalid-input');
  });

  it('refuses a date that is not a calendar date YYYY-MM-DD', () => {
    expect(refusalOf(request({ ...reviewInputs, hearingDate: '14/03/2025' })).message.en).toContain('a date (YYYY-MM-DD)');
    expect(refusalOf(request({ ...reviewInputs, hearingDate: '2025-02-30' })).code).toBe('invalid-input');
  });

  it('checks permissions before inputs', () => {
    expect(refusalOf(checkTransition(caseWorkflow, { stage: 'working' }, { to: 'review', actor: clerk })).code).toBe('forbidden-leave');
  });
});

describe('checkTransition: approval', () => {
  it('lets an allowed actor who is not an approver only request the move', () => {
    expect(checkTransition(caseWorkflow, { stage: 'open' }, { to: 'closed', actor: lawyer })).toEqual({ ok: true, mode: 'request' });
  });

  it('lets an allowed approver (permissions.approve) make the move at once, as approvedBy', () => {
    expect(checkTransition(caseWorkflow, { stage: 'open' }, { to: 'closed', actor: lawyerPartner })).toEqual({
      ok: true,
      mode: 'move',
      approvedBy: 'u-lp',
    });
  });

  it('takes the transition’s own approverRoles over the workflow’s approvers', () => {
    const partnerLawyer = actorWith('u-lp', 'lawyer', 'partner');
    expect(checkTransition(caseWorkflow, { stage: 'working' }, { to: 'review', actor: partnerLawyer, inputs: reviewInputs })).toEqual({
      ok: true,
      mode: 'request',
    });
  });

  it('falls back to admin when neither names approvers', () => {
    expect(checkTransition(approvalByAdminWorkflow, { stage: 'draft' }, { to: 'done', actor: clerk })).toEqual({ ok: true, mode: 'request' });
    expect(checkTransition(approvalByAdminWorkflow, { stage: 'draft' }, { to: 'done', actor: admin })).toEqual({
      ok: true,
      mode: 'move',
      approvedBy: 'u-admin',
    });
  });

  it('refuses any move while another waits for approval, naming it and its approvers', () => {
    const refusal = refusalOf(checkTransition(caseWorkflow, { stage: 'open', pending }, { to: 'working', actor: lawyerPartner }));
    expect(refusal.code).toBe('approval-pending');
    expect(refusal.message.en).toBe('A move to «Closed» is waiting for approval by partner; approve or reject it first.');
    expect(refusal.message.he).toContain('«סגור»');
    expect(refusal.message.es).toContain('partner');
  });
});

describe('checkApproval and canApprove', () => {
  it('lets an approver of the waiting move approve it', () => {
    expect(canApprove(caseWorkflow, { stage: 'open', pending }, partner)).toBe(true);
    expect(checkApproval(caseWorkflow, { stage: 'open', pending }, partner)).toMatchObject({ ok: true, transition: { to: 'closed' } });
  });

  it('refuses someone who is not an approver, naming the approvers', () => {
    expect(canApprove(caseWorkflow, { stage: 'open', pending }, lawyer)).toBe(false);
    expect(checkApproval(caseWorkflow, { stage: 'open', pending }, lawyer)).toMatchObject({
      ok: false,
      code: 'forbidden-approve',
      message: { en: 'Only partner may approve the move from «Open» to «Closed».' },
    });
  });

  it('refuses when nothing waits', () => {
    expect(canApprove(caseWorkflow, { stage: 'open' }, partner)).toBe(false);
    expect(checkApproval(caseWorkflow, { stage: 'open' }, partner)).toMatchObject({ ok: false, code: 'no-pending-approval' });
  });
});

describe('availableTransitions', () => {
  it('lists the moves this actor may make, for buttons, with their mode', () => {
    expect(availableTransitions(caseWorkflow, { stage: 'open' }, lawyer)).toEqual([
      { to: 'working', label: caseWorkflow.stages[1]?.name, mode: 'move', requiresApproval: false, requiredInputs: [] },
      { to: 'closed', label: caseWorkflow.stages[3]?.name, mode: 'request', requiresApproval: true, requiredInputs: [] },
    ]);
  });

  it('leaves out moves the actor may not make, and uses the transition’s label and inputs', () => {
    expect(availableTransitions(caseWorkflow, { stage: 'open' }, clerk).map((move) => move.to)).toEqual(['working']);
    const [review] = availableTransitions(caseWorkflow, { stage: 'working' }, seniorLawyer);
    expect(review).toMatchObject({ to: 'review', mode: 'move', label: { en: 'Send to review' } });
    expect(review?.requiredInputs.map((input) => input.key)).toEqual(['caseNumber', 'amount', 'hearingDate']);
  });

  it('is empty in a final stage and while a move waits for approval', () => {
    expect(availableTransitions(caseWorkflow, { stage: 'closed' }, lawyerPartner)).toEqual([]);
    expect(availableTransitions(caseWorkflow, { stage: 'open', pending }, lawyerPartner)).toEqual([]);
  });
});

describe('checkStart', () => {
  it('follows permissions.enter of the initial stage', () => {
    expect(checkStart(approvalByAdminWorkflow, clerk).ok).toBe(true);
    expect(refusalOf(checkStart(approvalByAdminWorkflow, lawyer)).message.en).toBe('Only clerk may move a record into «Draft».');
    expect(checkStart(caseWorkflow, nobody).ok).toBe(true);
  });
});
