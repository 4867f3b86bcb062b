import { validateClient } from '../../../engine/clients';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { assertMayChangeClients } from '../clients/client-access';
import { createClient } from '../clients/clients.service';
import { XML_AUDIT_EVENTS } from './xml-paths';
import { XML_CLIENT_TEXTS, xmlClientNotFound, xmlMemberNotFound } from './xml-clients.messages';
import { xmlDocumentNotFound } from './xml-documents.messages';
import { clientExists, clientHoldings, documentMembers, linkMember, memberHoldings, readLiveDocument, type FileMember } from './xml-clients.queries';
import { holdingsRowView, type HoldingsRowView } from './holdings-rows';

/** Links a member's policies of a document to the office's client (404 for a document, member or client it does not have). Audited. */
export async function linkDocumentMember(ctx: OfficeContext, documentId: string, body: { idNumber: string; clientId: string }): Promise<HoldingsRowView[]> {
  const rows = await inOffice(ctx, async (trx) => {
    if (!(await readLiveDocument(trx, documentId))) throw xmlDocumentNotFound();
    if (!(await clientExists(trx, body.clientId))) throw xmlClientNotFound();
    const before = await linkMember(trx, documentId, body.idNumber, body.clientId);
    if (before.length === 0) throw xmlMemberNotFound();
    await writeAudit(trx, auditActorOf(ctx), {
      eventType: XML_AUDIT_EVENTS.linked,
      serviceName: 'xml',
      entityType: 'xml_document',
      entityId: documentId,
      before: { idNumber: body.idNumber, clientIds: [...new Set(before.map((row) => row.client_id))] },
      after: { idNumber: body.idNumber, clientId: body.clientId, policies: before.length },
      success: true,
    });
    return memberHoldings(trx, documentId, body.idNumber);
  });
  return rows.map(holdingsRowView);
}

// The file writes dates as YYYY-MM-DD (the core's reading) or YYYYMMDD (as written).
const isoDate = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const digits = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return digits ? `${digits[1]}-${digits[2]}-${digits[3]}` : /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
};
const genderOf = (code: unknown): 'male' | 'female' | undefined => (String(code) === '1' ? 'male' : String(code) === '2' ? 'female' : undefined);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The lead a member becomes: their name, ID number, gender and birth date as the file gives them. A field the
 * office's rules refuse (an ID whose check digit is wrong, a minor's birth date) is left off, so the lead is made
 * and linked anyway; a member without a valid name is not made into a lead (null).
 */
export function leadBodyOf(member: FileMember, source: string): Record<string, unknown> | null {
  const details = member.member ?? {};
  const [nameFirst, ...nameRest] = (member.member_name ?? '').trim().split(/\s+/);
  const body: Record<string, unknown> = {
    firstName: text(details.firstName) ?? nameFirst,
    lastName: text(details.lastName) ?? (nameRest.join(' ') || undefined),
    idNumber: member.member_id_number,
    gender: genderOf(details.gender),
    birthDate: isoDate(details.birthDate),
    kind: 'lead',
    source: source.slice(0, 100),
  };
  for (const key of Object.keys(body)) if (body[key] === undefined || body[key] === '') delete body[key];
  const check = validateClient(body);
  if (check.ok) return body;
  const refused = new Set(check.errors.map((error) => error.field.split('.')[0] ?? error.field));
  if (refused.has('firstName') || refused.has('lastName') || !body.firstName || !body.lastName) return null;
  for (const field of refused) delete body[field];
  return validateClient(body).ok ? body : null;
}

export interface CreatedLead {
  clientId: string;
  name: string;
  idNumber: string;
}

/**
 * Makes a lead of each member of a document no client of the office has (those named, or all), through the clients'
 * own service, and links the member's policies to it. Audited (xml.holdings.lead-created, beside the client's own).
 */
export async function createLeadsFromDocument(ctx: OfficeContext, documentId: string, idNumbers?: string[]): Promise<{ created: CreatedLead[]; skipped: { idNumber: string; reason: typeof XML_CLIENT_TEXTS.XML_LEAD_NAMELESS }[] }> {
  assertMayChangeClients(ctx);
  const { document, members } = await inOffice(ctx, async (trx) => {
    const found = await readLiveDocument(trx, documentId);
    if (!found) throw xmlDocumentNotFound();
    return { document: found, members: await documentMembers(trx, documentId) };
  });
  const wanted = idNumbers ? new Set(idNumbers) : null;
  if (wanted && ![...wanted].every((id) => members.some((member) => member.member_id_number === id))) throw xmlMemberNotFound();
  const created: CreatedLead[] = [];
  const skipped: { idNumber: string; reason: typeof XML_CLIENT_TEXTS.XML_LEAD_NAMELESS }[] = [];
  for (const member of members) {
    if (member.matched || (wanted && !wanted.has(member.member_id_number))) continue;
    const body = leadBodyOf(member, document.file_name);
    if (!body) {
      skipped.push({ idNumber: member.member_id_number, reason: XML_CLIENT_TEXTS.XML_LEAD_NAMELESS });
      continue;
    }
    const lead = await createClient(ctx, body);
    await inOffice(ctx, async (trx) => {
      const linked = await linkMember(trx, documentId, member.member_id_number, lead.id);
      await writeAudit(trx, auditActorOf(ctx), {
        eventType: XML_AUDIT_EVENTS.leadCreated,
        serviceName: 'xml',
        entityType: 'xml_document',
        entityId: documentId,
        after: { idNumber: member.member_id_number, clientId: lead.id, policies: linked.length },
        success: true,
      });
    });
    created.push({ clientId: lead.id, name: `${lead.firstName} ${lead.lastName}`, idNumber: member.member_id_number });
  }
  return { created, skipped };
}

/** A client's policies from the latest file naming each (404 for a client the office does not have). */
export async function holdingsOfClient(ctx: OfficeContext, clientId: string): Promise<HoldingsRowView[]> {
  const rows = await inOffice(ctx, async (trx) => {
    if (!(await clientExists(trx, clientId))) throw xmlClientNotFound();
    return clientHoldings(trx, clientId);
  });
  return rows.map(holdingsRowView);
}
