import { PDFDocument } from 'pdf-lib';
import type { FromSchema } from 'json-schema-to-ts';
import type { Language } from '../../../engine/i18n/languages';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { FieldError } from '../../plugins/errors';
import { activeMembers } from './signing.queries';
import { signingError, signingFieldError } from './signing.messages';
import type { workflowInputSchema } from './signing.schemas';

/** The body of POST /api/pdf/signing and PUT /api/pdf/signing/:id. */
export type WorkflowInput = FromSchema<typeof workflowInputSchema>;

/** The document a workflow is sent on, as the library gave it: its name, version, file and page count (null: not a PDF). */
export interface SentDocument {
  id: string;
  name: string;
  version: number;
  sha256: string;
  pageCount: number | null;
}

/** A participant as checked: what the sender gave, cleaned, with their language settled. */
export interface CheckedParticipant {
  key: string;
  role: WorkflowInput['participants'][number]['role'];
  order: number;
  userId: string | null;
  name: string;
  email: string;
  phone: string | null;
  language: Language;
}

/** A workflow's input as checked: participants and fields ready to store. */
export interface CheckedInput {
  participants: CheckedParticipant[];
  fields: (WorkflowInput['fields'][number] & { participantKey: string })[];
}

/** The pages of a PDF, or null when it is none pdf-lib can read. */
export async function pdfPageCount(data: Buffer): Promise<number | null> {
  if (data.subarray(0, 1024).indexOf('%PDF-') < 0) return null;
  try {
    return (await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
  } catch {
    return null;
  }
}

/** The language a participant gets: the one asked for when the office offers it (else an error), else the office's own. */
function languageOf(ctx: OfficeContext, asked: string | undefined): Language | undefined {
  const offered = ctx.office.localization.languages;
  if (asked === undefined) return offered.includes(ctx.office.localization.defaultLanguage) ? ctx.office.localization.defaultLanguage : offered[0] ?? 'he';
  return offered.find((language) => language === asked);
}

const cleanPhone = (phone: string | null | undefined): string | null | undefined => {
  if (phone === undefined || phone === null || phone.trim() === '') return null;
  const digits = phone.replace(/[\s().-]/g, '');
  return /^[0-9+]{6,20}$/.test(digits) ? digits : undefined;
};

async function checkParticipants(trx: ScopedTransaction, ctx: OfficeContext, input: WorkflowInput, errors: FieldError[]): Promise<CheckedParticipant[]> {
  const members = await activeMembers(trx, input.participants.flatMap((participant) => (participant.userId ? [participant.userId] : [])));
  const [emails, keys] = [new Set<string>(), new Set<string>()];
  return input.participants.map((participant, index) => {
    const at = `participants.${index}`;
    const member = participant.userId ? members.get(participant.userId) : undefined;
    if (participant.userId && !member) errors.push(signingFieldError(`${at}.userId`, 'SIGNING_NOT_MEMBER'));
    const email = (participant.email ?? member?.email ?? '').trim().toLowerCase();
    const name = participant.name?.trim() || member?.name || '';
    if (!participant.userId && !email) errors.push(signingFieldError(`${at}.email`, 'SIGNING_EMAIL_REQUIRED'));
    if (!participant.userId && !name) errors.push(signingFieldError(`${at}.name`, 'SIGNING_NAME_REQUIRED'));
    if (email && emails.has(email)) errors.push(signingFieldError(`${at}.email`, 'SIGNING_EMAIL_TWICE'));
    if (keys.has(participant.key)) errors.push(signingFieldError(`${at}.key`, 'SIGNING_KEY_TWICE'));
    emails.add(email);
    keys.add(participant.key);
    const language = languageOf(ctx, participant.language);
    if (!language) errors.push(signingFieldError(`${at}.language`, 'SIGNING_LANGUAGE'));
    const phone = cleanPhone(participant.phone);
    if (phone === undefined) errors.push(signingFieldError(`${at}.phone`, 'SIGNING_PHONE'));
    return { key: participant.key, role: participant.role, order: participant.order, userId: participant.userId ?? null, name: name || email, email, phone: phone ?? null, language: language ?? 'he' };
  });
}

function checkFields(input: WorkflowInput, participants: readonly CheckedParticipant[], pageCount: number | null, errors: FieldError[]): void {
  input.fields.forEach((field, index) => {
    const at = `fields.${index}`;
    const owner = participants.find((participant) => participant.key === field.participantKey);
    if (!owner) errors.push(signingFieldError(`${at}.participantKey`, 'SIGNING_FIELD_PARTICIPANT'));
    else if (owner.role === 'observer') errors.push(signingFieldError(`${at}.participantKey`, 'SIGNING_FIELD_NOT_ACTING'));
    else if ((field.kind === 'signature' || field.kind === 'initials') && owner.role !== 'signer') errors.push(signingFieldError(`${at}.kind`, 'SIGNING_FIELD_SIGNER_ONLY'));
    if (pageCount !== null && field.page > pageCount) errors.push(signingFieldError(`${at}.page`, 'SIGNING_FIELD_PAGE'));
    if (field.x + field.width > 1.0001 || field.y + field.height > 1.0001) errors.push(signingFieldError(`${at}.width`, 'SIGNING_FIELD_OUTSIDE'));
  });
}

/**
 * Checks a workflow's input against the office and the document: the document's current version a PDF, each e-mail
 * and key once, members active in the office, languages the office offers, fields for a participant who acts
 * (signatures and initials for signers) on a page the PDF has and inside it, and, to send, someone who acts.
 * 400 SIGNING_INVALID naming every wrong field (participants.1.email) in every language; nothing is stored.
 */
export async function checkWorkflowInput(trx: ScopedTransaction, ctx: OfficeContext, input: WorkflowInput, document: SentDocument | undefined, documentError: FieldError | undefined): Promise<CheckedInput> {
  const errors: FieldError[] = documentError ? [documentError] : [];
  if (document && document.pageCount === null) errors.push(signingFieldError('documentId', 'SIGNING_DOCUMENT_NOT_PDF'));
  const participants = await checkParticipants(trx, ctx, input, errors);
  checkFields(input, participants, document?.pageCount ?? null, errors);
  if (input.send && !participants.some((participant) => participant.role !== 'observer')) errors.push(signingFieldError('participants', 'SIGNING_NOBODY_ACTS'));
  if (errors.length > 0) {
    const notPdf = errors.length === 1 && errors[0]!.field === 'documentId' && document?.pageCount === null;
    throw signingError(400, notPdf ? 'SIGNING_DOCUMENT_NOT_PDF' : 'SIGNING_INVALID', errors);
  }
  return { participants, fields: input.fields };
}
