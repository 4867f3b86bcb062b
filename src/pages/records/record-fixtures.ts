import type { HistoryEntry, RecordItem, RecordListAnswer, WorkflowState } from './record-types';

// Legal matters as the records API answers them, for stories and tests (the legal office type's matters module).

/** A legal matter as the API would answer it, with these changes. */
export function matter(changes: Partial<RecordItem> = {}): RecordItem {
  return {
    id: '5f0c2a1e-0000-4000-8000-000000000001',
    module: 'matters',
    entity: 'matter',
    number: '2026-0001',
    title: 'Levi v. Cohen',
    data: { title: 'Levi v. Cohen', practiceArea: 'litigation', court: 'Tel Aviv District Court', feeArrangement: 'hourly', amountInDispute: 250000 },
    stage: 'intake',
    stageEnteredAt: '2026-11-25T08:00:00.000Z',
    clientId: '7a1d0000-0000-4000-8000-000000000009',
    clientName: 'Dana Levi',
    assignedTo: '9b2e0000-0000-4000-8000-000000000003',
    assigneeName: 'Noa Ben-David',
    version: 3,
    createdAt: '2026-11-25T08:00:00.000Z',
    updatedAt: '2026-11-26T09:30:00.000Z',
    createdBy: null,
    lastModifiedBy: null,
    ...changes,
  };
}

/** A page of matters: three in different stages, more to come, a total counted only up to its bound. */
export function matterList(changes: Partial<RecordListAnswer> = {}): RecordListAnswer {
  return {
    success: true,
    data: [
      matter(),
      matter({ id: '5f0c2a1e-0000-4000-8000-000000000002', number: '2026-0002', title: 'Estate of Mizrahi', data: { title: 'Estate of Mizrahi', practiceArea: 'corporate' }, stage: 'active', clientName: 'Yossi Mizrahi', assigneeName: null, assignedTo: null }),
      matter({ id: '5f0c2a1e-0000-4000-8000-000000000003', number: '2026-0003', title: 'Peretz lease', data: { title: 'Peretz lease', practiceArea: 'litigation' }, stage: 'negotiation', clientName: 'Avi Peretz' }),
    ],
    nextCursor: 'cursor-2',
    total: 10000,
    isTotalExact: false,
    ...changes,
  };
}

const STAGES: WorkflowState['stages'] = [
  { id: 'intake', name: { he: 'קליטה', en: 'Intake', es: 'Admisión' }, final: false },
  { id: 'active', name: { he: 'פעיל', en: 'Active', es: 'Activo' }, final: false },
  { id: 'discovery', name: { he: 'גילוי ועיון', en: 'Discovery', es: 'Exhibición de pruebas' }, final: false },
  { id: 'closed', name: { he: 'סגור', en: 'Closed', es: 'Cerrado' }, final: true },
];

/** A matter's workflow with a move that asks for an input, one that needs an approval and one refused. */
export function matterWorkflow(changes: Partial<WorkflowState> = {}): WorkflowState {
  return {
    workflowId: 'legal-matter',
    stage: 'active',
    stageName: STAGES[1]!.name,
    stages: STAGES,
    pending: null,
    canDecide: false,
    moves: [
      {
        to: 'discovery',
        label: { he: 'מעבר לגילוי', en: 'Start discovery', es: 'Iniciar exhibición' },
        mode: 'move',
        requiresApproval: false,
        requiredInputs: [{ name: 'filingNumber', type: 'text', label: { he: 'מספר הגשה', en: 'Filing number', es: 'Número de presentación' }, required: true }],
      },
      { to: 'closed', label: { he: 'סגירת התיק', en: 'Close the matter', es: 'Cerrar el asunto' }, mode: 'request', requiresApproval: true, requiredInputs: [] },
    ],
    refused: [{ to: 'intake', label: { he: 'חזרה לקליטה', en: 'Back to intake', es: 'Volver a admisión' }, code: 'TRANSITION_ROLE_REFUSED', message: { he: 'רק שותף/ה רשאים להחזיר תיק לקליטה', en: 'Only a partner may move a matter back to intake' } }],
    sla: { deadline: '2026-11-27T08:00:00.000Z', hoursLeft: 20, breached: false },
    ...changes,
  };
}

/** The same matter waiting for a partner to approve its closing. */
export function pendingWorkflow(): WorkflowState {
  return matterWorkflow({
    moves: [],
    refused: [],
    pending: { to: 'closed', toName: STAGES[3]!.name, requestedBy: '9b2e0000-0000-4000-8000-000000000003', requestedByName: 'Noa Ben-David', requestedAt: '2026-11-26T10:00:00.000Z', inputs: {} },
    canDecide: true,
  });
}

/** A matter's history: opened, moved, an automatic task, a close requested. */
export function matterHistory(): HistoryEntry[] {
  const base = { fromName: null, toName: null, from: null, to: null, actorId: null, actorName: null, approvedBy: null, approvedByName: null, inputs: null, reason: null, detail: null };
  return [
    { ...base, id: 'h1', kind: 'created', to: 'intake', toName: STAGES[0]!.name, actorId: 'u-noa', actorName: 'Noa Ben-David', at: '2026-11-25T08:00:00.000Z' },
    { ...base, id: 'h2', kind: 'action', detail: { type: 'create_task', outcome: 'created' }, at: '2026-11-25T08:00:01.000Z' },
    { ...base, id: 'h3', kind: 'moved', from: 'intake', to: 'active', fromName: STAGES[0]!.name, toName: STAGES[1]!.name, actorId: 'u-noa', actorName: 'Noa Ben-David', approvedByName: 'Ruth Partner', at: '2026-11-25T12:00:00.000Z' },
    { ...base, id: 'h4', kind: 'rejected', to: 'closed', toName: STAGES[3]!.name, actorId: 'u-ruth', actorName: 'Ruth Partner', reason: 'Fees still open', at: '2026-11-26T07:00:00.000Z' },
  ];
}
