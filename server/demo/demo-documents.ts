import type { OfficeType } from '../../engine/generated/config-types';
import type { DocumentStatus, SharingLevel } from '../db/column-types';
import type { DemoOffice } from './demo-clients';
import { demoRandom } from './demo-random';

/** A demo document of an office's library, ready to be written with its file. */
export interface DemoDocument {
  id: string;
  name: string;
  fileName: string;
  type: string;
  status: DocumentStatus;
  tags: string[];
  description: string;
  clientId: string | null;
  recordId: string | null;
  sharing: SharingLevel;
  ownerId: string;
  /** The words its PDF holds, which search finds as the text inside it. */
  text: string;
  createdAt: Date;
}

/** A client or record a demo document may belong to. */
export interface DemoLink {
  id: string;
  name: string;
}

const TAGS: Record<DemoOffice['language'], readonly string[]> = {
  he: ['חשוב', 'חתום', 'לבדיקה', 'שנתי', 'מקור'],
  en: ['important', 'signed', 'to-review', 'annual', 'original'],
  es: ['importante', 'firmado', 'por-revisar', 'anual', 'original'],
};

const DESCRIPTIONS: Record<DemoOffice['language'], readonly string[]> = {
  he: ['הועבר על ידי הלקוח', 'עותק סרוק של המקור', 'גרסה מעודכנת לאחר שיחה', ''],
  en: ['Sent by the client', 'A scanned copy of the original', 'Updated after a call', ''],
  es: ['Enviado por el cliente', 'Copia escaneada del original', 'Actualizado tras una llamada', ''],
};

const STATUSES: readonly DocumentStatus[] = ['active', 'active', 'active', 'approved', 'pending', 'in_review', 'archived', 'draft'];
// Most documents are the office's; one in eight is the professional's own, one in eight shared with the team only.
const SHARING: readonly SharingLevel[] = ['organization', 'organization', 'organization', 'team', 'organization', 'private', 'organization', 'organization'];

const DOCUMENTS_PER_OFFICE = 10;
const DAY = 86_400_000;

/** The office's document types with their names in its language: its office type's, else the ids it files under. */
function typesOf(office: Pick<OfficeType, 'documents'>, language: DemoOffice['language'], fallback: readonly string[]): { id: string; label: string }[] {
  const declared = office.documents?.types?.filter((type) => type.id !== 'other');
  if (declared && declared.length > 0) return declared.map((type) => ({ id: type.id, label: type.label[language] ?? type.label.en }));
  return fallback.filter((id) => id !== 'other').map((id) => ({ id, label: id }));
}

/**
 * An office's demo library: ten documents of its own document types (its office type's, else the general ones),
 * tagged in its language, most filed with a client and some with a record, a few private or the team's, made over
 * the last three months. The same office gives the same documents on every run.
 */
export function demoDocuments(demo: DemoOffice, office: Pick<OfficeType, 'documents'>, generalTypes: readonly string[], links: { clients: DemoLink[]; records: DemoLink[] }, now: Date): DemoDocument[] {
  const random = demoRandom(`documents:${demo.slug}`);
  const types = typesOf(office, demo.language, generalTypes);
  if (types.length === 0) return [];
  return Array.from({ length: DOCUMENTS_PER_OFFICE }, (_, index) => {
    const type = types[index % types.length]!;
    const client = index % 4 !== 3 && links.clients.length > 0 ? links.clients[index % links.clients.length]! : null;
    const record = index % 3 === 0 && links.records.length > 0 ? links.records[index % links.records.length]! : null;
    const subject = client?.name ?? record?.name;
    const sharing = SHARING[index % SHARING.length]!;
    return {
      id: random.uuid(),
      name: subject ? `${type.label} – ${subject}` : type.label,
      fileName: `${type.id}-${index + 1}.pdf`,
      type: type.id,
      status: STATUSES[index % STATUSES.length]!,
      tags: random.some(TAGS[demo.language], random.int(0, 2)),
      description: random.pick(DESCRIPTIONS[demo.language]),
      clientId: client?.id ?? null,
      recordId: record?.id ?? null,
      sharing,
      ownerId: sharing === 'organization' && index % 2 === 0 ? demo.adminId : demo.proId,
      text: `Demo ${type.id} document ${index + 1} of ${demo.slug}`,
      createdAt: new Date(now.getTime() - random.int(1, 90) * DAY - random.int(0, DAY - 1)),
    };
  });
}
