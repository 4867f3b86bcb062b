import type { SigningFieldInput, SigningParticipantInput, SigningRole, SigningSettingsInput, SigningWorkflow, SigningWorkflowInput } from '../../api/signing-answers';

/** A participant as the send dialog's form holds them: every text present, phone empty rather than null. */
export interface ParticipantDraft {
  key: string;
  role: SigningRole;
  order: number;
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  language: string;
}

/** A box as the send dialog holds it: the API's field with an id of the dialog's own, to select it by. */
export interface FieldDraft extends Required<Omit<SigningFieldInput, 'label'>> {
  id: string;
  label: string;
}

/** The send dialog's form values. */
export interface SendDraft {
  name: string;
  message: string;
  participants: ParticipantDraft[];
  settings: SigningSettingsInput;
}

/** The settings a new workflow starts with: in order, decline allowed, reminders every two days, a code before the document, links for 14 days. */
export const DEFAULT_SETTINGS: SigningSettingsInput = { requireOrder: true, allowDecline: true, sendReminders: true, reminderInterval: 48, publicAccess: false, linkDays: 14 };

/** Roles that act (an observer only receives copies). */
export const ACTING_ROLES: readonly SigningRole[] = ['signer', 'approver', 'reviewer'];

/** A key no participant of the list has yet. */
export function nextKey(participants: readonly Pick<ParticipantDraft, 'key'>[]): string {
  let number = participants.length + 1;
  while (participants.some((participant) => participant.key === `p${number}`)) number += 1;
  return `p${number}`;
}

/** A new participant at the end of the list: a signer, after the last one's place. */
export function newParticipant(participants: readonly ParticipantDraft[], language: string): ParticipantDraft {
  const order = Math.max(0, ...participants.map((participant) => participant.order)) + 1;
  return { key: nextKey(participants), role: 'signer', order, userId: null, name: '', email: '', phone: '', language };
}

/** A new workflow's form: the document's name, one signer, the default settings. */
export function emptyDraft(name: string, language: string): SendDraft {
  return { name, message: '', participants: [newParticipant([], language)], settings: { ...DEFAULT_SETTINGS } };
}

/** A saved draft back in the dialog: each participant keyed by their id, each box by its participant's id. */
export function draftFromWorkflow(workflow: SigningWorkflow): { draft: SendDraft; fields: FieldDraft[] } {
  const participants = [...workflow.participants]
    .sort((one, other) => one.order - other.order)
    .map(({ id, role, order, userId, name, email, phone, language }) => ({ key: id, role, order, userId, name, email, phone: phone ?? '', language }));
  const fields = workflow.fields.map(({ id, participantId, kind, page, x, y, width, height, required, label }) => ({ id, participantKey: participantId, kind, page, x, y, width, height, required, label }));
  return { draft: { name: workflow.name, message: workflow.message, participants, settings: { ...workflow.settings } }, fields };
}

/** Participants in their new order after a move, numbered again one by one when the order is required. */
export function moveParticipant(participants: readonly ParticipantDraft[], from: number, to: number): ParticipantDraft[] {
  const moved = [...participants];
  const [taken] = moved.splice(from, 1);
  if (!taken) return moved;
  moved.splice(Math.max(0, Math.min(to, moved.length)), 0, taken);
  return moved.map((participant, index) => ({ ...participant, order: index + 1 }));
}

/** What the API takes from the dialog: texts trimmed, empty optionals left out, boxes only for participants still listed. */
export function inputFromDraft(documentId: string, draft: SendDraft, fields: readonly FieldDraft[], send: boolean): SigningWorkflowInput {
  const participants: SigningParticipantInput[] = draft.participants.map(({ key, role, order, userId, name, email, phone, language }) => ({
    key,
    role,
    order,
    userId: userId || null,
    name: name.trim(),
    email: email.trim(),
    phone: phone.trim() || null,
    language,
  }));
  const keys = new Set(participants.map((participant) => participant.key));
  const name = draft.name.trim();
  return {
    documentId,
    ...(name ? { name } : {}),
    message: draft.message.trim(),
    settings: draft.settings,
    participants,
    fields: fields.filter((field) => keys.has(field.participantKey)).map(({ participantKey, kind, page, x, y, width, height, required, label }) => ({ participantKey, kind, page, x, y, width, height, required, label })),
    send,
  };
}

/** A server field path (participants/1/email, /settings/linkDays, body.name) as the form's name path. */
export function errorPath(field: string): (string | number)[] {
  const parts = field.split(/[/.]/).filter(Boolean);
  const start = parts[0] === 'body' ? 1 : 0;
  return parts.slice(start).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The dialog's step a field error belongs to: 0 participants (and the name), 1 boxes, 2 settings and message. */
export function stepOfError(path: readonly (string | number)[]): number {
  if (path[0] === 'fields') return 1;
  if (path[0] === 'settings' || path[0] === 'message') return 2;
  return 0;
}
