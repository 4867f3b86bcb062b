import { isLanguage, type Language } from '../../engine/i18n/languages';
import { officeContextFor, type ContextServices } from '../context/system-context';
import type { OfficeContext } from '../context/office-context';
import { withContext } from '../db/context';
import { officeWordFiller } from '../plugins/office-words';
import { createWorkflow } from '../modules/signing/signing.service';
import type { WorkflowInput } from '../modules/signing/signing-input';
import type { WorkflowView } from '../modules/signing/signing.view';
import type { OfficeCertificate } from '../signing/office-certificate';
import type { StoredFiles } from '../storage/delete-quietly';
import type { FileStorage } from '../storage/file-storage';
import type { DemoOffice } from './demo-clients';
import { actAsParticipant, type DemoAct, type DemoSealing } from './demo-signing-acts';
import { DEMO_SIGNING_ORIGINS, DEMO_SIGNING_TEXTS } from './demo-signing-texts';

/** What seeding the demo workflows needs beside the offices: the library's files, and what seals a completed one. */
export interface DemoSigningOptions {
  storage: FileStorage;
  /** The installation's sealing certificate; without it no workflow is completed (the others are still made). */
  sealCertificate?: () => OfficeCertificate;
  /** The server's public address, for the completed workflow's mail; default PUBLIC_URL, else localhost. */
  publicUrl?: string;
}

type Signer = { name: string; email: string; language: Language };
type Plan = Omit<WorkflowInput, 'documentId' | 'settings'> & { allowDecline?: boolean };

const SETTINGS = { requireOrder: true, allowDecline: false, sendReminders: false, reminderInterval: 48, publicAccess: true, linkDays: 14 };
// Boxes as fractions of page 1 from its top left: each signer's signature at the foot, the first one's date below it.
const box = (participantKey: string, kind: 'signature' | 'date', x: number, y: number, width: number, height: number) => ({
  participantKey,
  kind,
  page: 1,
  x,
  y,
  width,
  height,
  required: true,
  label: '',
});
const SIGNATURE_BOX = (key: string, x: number) => box(key, 'signature', x, 0.76, 0.34, 0.07);
const DATE_BOX = (key: string) => box(key, 'date', 0.08, 0.85, 0.2, 0.04);

// The office's PDF documents, shared with the whole office first (so every member sees their workflows), newest first.
const pdfDocumentsOf = (services: ContextServices, office: DemoOffice) =>
  withContext(services.db, { tenantId: office.tenantId }, (trx) =>
    trx
      .selectFrom('documents')
      .select(['id', 'name', 'client_id'])
      .where('content_type', '=', 'application/pdf')
      .orderBy((eb) => eb.case().when('sharing', '=', 'organization').then(0).else(1).end())
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(4)
      .execute(),
  );

const clientsWithMailOf = (services: ContextServices, office: DemoOffice) =>
  withContext(services.db, { tenantId: office.tenantId }, (trx) =>
    trx
      .selectFrom('clients')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('kind', '=', 'client')
      .where('email', 'is not', null)
      .where('email', '<>', '')
      .orderBy('id')
      .limit(200)
      .execute(),
  );

// The four workflows of an office: completed (two signers), in progress (the admin approves, then two signers), a draft, a declined one.
function plansOf(ctx: OfficeContext, adminId: string, signersFor: (index: number, count: number) => Signer[], names: readonly string[]): Plan[] {
  const language = ctx.office.localization.defaultLanguage;
  const fill = officeWordFiller(ctx.office);
  const text = (texts: Record<Language, string>, name = '') =>
    fill(texts[language], language)
      .replace('{name}', () => name)
      .slice(0, 255);
  const [[first, second], [third, fourth], [drafted], [declining]] = [0, 1, 2, 3].map((index) => signersFor(index, index < 2 ? 2 : 1)) as [[Signer, Signer], [Signer, Signer], [Signer], [Signer]];
  const message = text(DEMO_SIGNING_TEXTS.message);
  return [
    {
      name: text(DEMO_SIGNING_TEXTS.completedName, names[0]),
      message,
      participants: [
        { key: 'a', role: 'signer', order: 1, ...first },
        { key: 'b', role: 'signer', order: 2, ...second },
      ],
      fields: [SIGNATURE_BOX('a', 0.08), DATE_BOX('a'), SIGNATURE_BOX('b', 0.56)],
      send: true,
    },
    {
      name: text(DEMO_SIGNING_TEXTS.inProgressName, names[1]),
      message: `${text(DEMO_SIGNING_TEXTS.approvalMessage)}\n${message}`,
      participants: [
        { key: 'm', role: 'approver', order: 1, userId: adminId, language },
        { key: 'a', role: 'signer', order: 2, ...third },
        { key: 'b', role: 'signer', order: 3, ...fourth },
      ],
      fields: [SIGNATURE_BOX('a', 0.08), DATE_BOX('a'), SIGNATURE_BOX('b', 0.56)],
      send: true,
    },
    { name: text(DEMO_SIGNING_TEXTS.draftName, names[2]), message, participants: [{ key: 'a', role: 'signer', order: 1, ...drafted }], fields: [SIGNATURE_BOX('a', 0.08)], send: false },
    {
      name: text(DEMO_SIGNING_TEXTS.declinedName, names[3]),
      message,
      participants: [{ key: 'a', role: 'signer', order: 1, ...declining }],
      fields: [SIGNATURE_BOX('a', 0.08), DATE_BOX('a')],
      send: true,
      allowDecline: true,
    },
  ];
}

const participantOf = (view: WorkflowView, order: number) => view.participants.find((participant) => participant.order === order)!;
const originOf = (index: number) => DEMO_SIGNING_ORIGINS[index % DEMO_SIGNING_ORIGINS.length]!;

type Client = { id: string; first_name: string; last_name: string; email: string | null };
type Document = { id: string; name: string; client_id: string | null };

// A document's signers: its own client first (when they have an address), then the office's other clients; the first
// in the office's language, the next in English where the office offers it.
function signersOfDocument(ctx: OfficeContext, document: Document, clients: readonly Client[], count: number, offset: number): Signer[] {
  const { defaultLanguage, languages } = ctx.office.localization;
  const other = languages.includes('en') ? 'en' : defaultLanguage;
  const own = clients.find((client) => client.id === document.client_id);
  const rest = [...clients.slice(offset), ...clients.slice(0, offset)].filter((client) => client !== own);
  return [...(own ? [own] : []), ...rest]
    .slice(0, count)
    .map((client, index) => ({ name: `${client.first_name} ${client.last_name}`.trim(), email: client.email!, language: index === 0 ? defaultLanguage : other }));
}

// One office's workflows, made as its system sends them, then acted on as their participants' links do; answers how many.
async function seedOffice(ctx: OfficeContext, office: DemoOffice, files: StoredFiles, sealing: DemoSealing | undefined, documents: readonly Document[], clients: readonly Client[]): Promise<number> {
  const documentAt = (index: number) => documents[index % documents.length]!;
  const signersFor = (index: number, count: number) => signersOfDocument(ctx, documentAt(index), clients, count, index * 2);
  const plans = plansOf(
    ctx,
    office.adminId,
    signersFor,
    [0, 1, 2, 3].map((index) => documentAt(index).name),
  );
  const views: (WorkflowView | undefined)[] = [];
  for (const [index, { allowDecline, ...plan }] of plans.entries()) {
    // Completing seals, which needs the certificate: without it, no completed workflow.
    views.push(index === 0 && !sealing ? undefined : await createWorkflow(ctx, files, { ...plan, documentId: documentAt(index).id, settings: { ...SETTINGS, allowDecline: allowDecline ?? false } }));
  }
  const [completed, inProgress, , declined] = views;
  const act = (view: WorkflowView, order: number, type: DemoAct['type'], origin: number, extra: Pick<DemoAct, 'typedName' | 'reason'> = {}) =>
    actAsParticipant(ctx, { workflowId: view.id, participantId: participantOf(view, order).id, type, origin: originOf(origin), ...extra }, sealing);
  if (completed) {
    await act(completed, 1, 'SIGN', 0, { typedName: participantOf(completed, 1).name });
    await act(completed, 2, 'SIGN', 1, { typedName: participantOf(completed, 2).name });
  }
  if (inProgress) {
    await act(inProgress, 1, 'APPROVE', 2);
    await act(inProgress, 2, 'SIGN', 1, { typedName: participantOf(inProgress, 2).name });
  }
  if (declined) {
    const language = participantOf(declined, 1).language;
    await act(declined, 1, 'DECLINE', 3, { reason: isLanguage(language) ? DEMO_SIGNING_TEXTS.declineReason[language] : DEMO_SIGNING_TEXTS.declineReason.en });
  }
  return views.filter(Boolean).length;
}

/**
 * Gives every demo office whose office has e-signatures on four signing workflows on its own PDF documents, with
 * its clients as the signers (the first in the office's language, the second in English when offered) and the
 * office's admin as an approver: one completed and sealed (both signers typed their names; only with a certificate),
 * one in progress (approved, signed once, waiting for the last signer), a draft never sent, and one a signer declined.
 * Each act goes through the statechart as a signer's link does, from a documentation address and a browser. Answers
 * how many workflows it made.
 */
export async function seedDemoSigning(services: ContextServices, options: DemoSigningOptions, offices: readonly DemoOffice[]): Promise<number> {
  const files: StoredFiles = { storage: options.storage, log: { error: (details, message) => console.warn(`Demo signing: ${message}`, details) } };
  const sealing: DemoSealing | undefined = options.sealCertificate && {
    completion: { files, certificate: options.sealCertificate },
    publicUrl: (options.publicUrl ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, ''),
  };
  let made = 0;
  for (const office of offices) {
    const ctx = await officeContextFor(services, office.slug, { kind: 'system', name: 'demo-seed' }, office.language);
    if (!ctx?.office.enabledFeatures.includes('e-signatures')) continue;
    const [documents, clients] = [await pdfDocumentsOf(services, office), await clientsWithMailOf(services, office)];
    if (documents.length > 0 && clients.length >= 2) made += await seedOffice(ctx, office, files, sealing, documents, clients);
  }
  return made;
}
