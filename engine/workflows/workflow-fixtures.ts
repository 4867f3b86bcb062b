import type { LocalizedText, WorkflowDefinition } from '../generated/config-types';
import type { WorkflowActor } from './workflow-roles';

const text = (en: string, he: string, es: string): LocalizedText => ({ he, en, es });

/** An actor for tests: an id and roles. */
export function actorWith(id: string, ...roles: string[]): WorkflowActor {
  return { id, roles };
}

/**
 * A small case workflow exercising every rule: open → working → review → closed, open → closed and review → closed
 * need approval (partner, the workflow's approvers), working → review needs a senior lawyer (its own approverRoles),
 * review requires three inputs, and every action type and trigger appears.
 */
export const caseWorkflow: WorkflowDefinition = {
  id: 'case',
  name: text('Case', 'תיק', 'Caso'),
  entity: 'case',
  initialStage: 'open',
  stages: [
    {
      id: 'open',
      name: text('Open', 'פתוח', 'Abierto'),
      color: '#1976d2',
      sla: { hours: 0.5 },
      actions: [{ type: 'create_task', taskType: 'triage', assignTo: 'clerk', dueInHours: 2, title: text('Triage', 'מיון', 'Triaje') }],
      transitions: [{ to: 'working' }, { to: 'closed', requiresApproval: true }],
    },
    {
      id: 'working',
      name: text('Working', 'בעבודה', 'En curso'),
      color: '#2e7d32',
      sla: { hours: 24 },
      actions: [{ type: 'notify_user', role: 'lawyer', message: text('A case is in work', 'תיק בעבודה', 'Un caso en curso') }],
      transitions: [
        { to: 'review', requiresApproval: true, approverRoles: ['senior-lawyer'], label: text('Send to review', 'שלח לבדיקה', 'Enviar a revisión') },
        { to: 'open' },
      ],
    },
    {
      id: 'review',
      name: text('Review', 'בדיקה', 'Revisión'),
      color: '#f9a825',
      requiredInputs: [
        { key: 'caseNumber', label: text('Case number', 'מספר תיק', 'Número de caso'), type: 'text', pattern: '^C-\\d+$' },
        { key: 'amount', label: text('Amount', 'סכום', 'Importe'), type: 'number' },
        { key: 'hearingDate', label: text('Hearing date', 'תאריך דיון', 'Fecha de audiencia'), type: 'date' },
      ],
      actions: [
        { type: 'update_field', field: 'reviewedAt', value: '$now' },
        { type: 'update_field', field: 'reviewer', value: '$actor' },
        { type: 'update_field', field: 'status', value: 'in-review' },
      ],
      transitions: [{ to: 'closed', requiresApproval: true }, { to: 'working' }],
    },
    {
      id: 'closed',
      name: text('Closed', 'סגור', 'Cerrado'),
      color: '#757575',
      final: true,
      actions: [{ type: 'send_email', template: 'case_closed' }],
    },
  ],
  triggers: [
    { event: 'create', actions: [{ type: 'send_email', template: 'welcome_email', to: 'client' }] },
    { event: 'update', actions: [{ type: 'update_field', field: 'updatedBy', value: '$actor' }] },
    { event: 'sla_breach', actions: [{ type: 'notify_user', role: 'manager', message: text('Overdue', 'באיחור', 'Vencido') }] },
  ],
  permissions: {
    view: ['*'],
    edit: ['team'],
    leave: { open: ['clerk', 'lawyer'], working: ['lawyer'], review: ['team'] },
    enter: { open: ['*'], closed: ['lawyer', 'partner'] },
    approve: ['partner'],
  },
};

/** Two stages, the move needing approval from the default approver (admin); only clerks may start a record. */
export const approvalByAdminWorkflow: WorkflowDefinition = {
  id: 'simple',
  name: text('Simple', 'פשוט', 'Simple'),
  entity: 'note',
  initialStage: 'draft',
  stages: [
    { id: 'draft', name: text('Draft', 'טיוטה', 'Borrador'), color: '#ccc', transitions: [{ to: 'done', requiresApproval: true }] },
    { id: 'done', name: text('Done', 'סיום', 'Hecho'), color: '#0c0', final: true },
  ],
  permissions: { view: ['*'], edit: ['*'], enter: { draft: ['clerk'] } },
};

/** Inputs that satisfy the case workflow's review stage. */
export const reviewInputs = { caseNumber: 'C-1024', amount: 1500, hearingDate: '2025-03-14' };
