import { officeContextFor, type ContextServices } from '../context/system-context';
import type { OfficeContext } from '../context/office-context';
import { withContext } from '../db/context';
import { createXmlSchema } from '../modules/xml/xml-schemas.service';
import { transformDocument } from '../modules/xml/xml-transform.service';
import { uploadXml } from '../modules/xml/xml-upload.service';
import type { StoredFiles } from '../storage/delete-quietly';
import { HOLDINGS_SCHEMA_ID } from '../xml/xml-types';
import type { DemoOffice } from './demo-clients';
import { demoOfficeSchema } from './demo-xml-schema';
import { demoHoldingsFileName, demoHoldingsXml, type DemoXmlFile, type DemoXmlMember, type DemoXmlProduct } from './demo-xml-files';
import { israeliIdCheckDigit } from './israeli-id';

/** The feature the XML intake serves. */
const XML_DOCUMENTS = 'xml-documents';
const DAY = 86_400_000;

// Made-up producers (no real insurer's name or company number).
const PRODUCERS = {
  lighthouse: { producerId: '520000123', producerName: 'מגדלור ביטוח ופנסיה בע"מ' },
  horizon: { producerId: '520000456', producerName: 'אופק גמל והשתלמות בע"מ' },
  nachshon: { producerId: '520000789', producerName: 'נחשון חברה לביטוח בע"מ' },
} as const;

// Members no client of the office has: one valid, one whose ID's check digit is wrong (the error file).
const STRANGERS: DemoXmlMember[] = [
  { idNumber: '039337423', firstName: 'אורי', lastName: 'שחר', gender: 1, birthDate: '19790312' },
  { idNumber: '123456789', firstName: 'מיכל', lastName: 'ארבל', gender: 2, birthDate: '19910707' },
];

/** The tags and descriptions of the demo files, in the office's language. */
const TEXTS = {
  he: {
    tags: { pension: 'פנסיה', insurance: 'ביטוח מנהלים', savings: 'חיסכון', monthly: 'דוח חודשי', review: 'לבדיקה', risk: 'ריסק' },
    descriptions: ['דוח אחזקות חודשי של קרן הפנסיה', 'פוליסות ביטוח מנהלים, רבעון שלישי', 'קופות גמל וקרנות השתלמות', 'קובץ שנשלח שוב: מספר הפוליסות לא תואם', 'קובץ עם מספר זהות שגוי', 'דוח אחזקות מעודכן של קרן הפנסיה', 'תוכניות ביטוח'],
  },
  en: {
    tags: { pension: 'pension', insurance: 'managers insurance', savings: 'savings', monthly: 'monthly report', review: 'to review', risk: 'risk' },
    descriptions: ['The pension fund’s monthly holdings report', 'Managers’ insurance policies, third quarter', 'Provident and study funds', 'Sent again: the policy count does not match', 'A file with a wrong ID number', 'The pension fund’s updated holdings report', 'Insurance plans'],
  },
  es: {
    tags: { pension: 'pensión', insurance: 'seguro de directivos', savings: 'ahorro', monthly: 'informe mensual', review: 'por revisar', risk: 'riesgo' },
    descriptions: ['Informe mensual de tenencias del fondo de pensiones', 'Pólizas de seguro de directivos, tercer trimestre', 'Fondos de previsión y de estudios', 'Reenviado: el número de pólizas no coincide', 'Un archivo con un número de identidad erróneo', 'Informe de tenencias actualizado del fondo de pensiones', 'Planes de seguro'],
  },
} as const;

/** A demo file: what it reports, when it came in, how it is tagged, and whether the agent transformed it. */
interface DemoUpload {
  file: DemoXmlFile;
  daysAgo: number;
  tags: string[];
  description: string;
  transform?: boolean;
}

// A client as a member of a file: their name, ID number, gender and birth date (a default where the office has none).
function memberOf(client: { first_name: string; last_name: string; id_number: string; gender: string | null; birth_date: Date | string | null }, index: number): DemoXmlMember {
  const birth = client.birth_date ? new Date(client.birth_date) : new Date(Date.UTC(1968 + ((index * 7) % 30), index % 12, 1 + ((index * 5) % 27)));
  const birthDate = `${birth.getUTCFullYear()}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCDate()).padStart(2, '0')}`;
  return { idNumber: client.id_number, firstName: client.first_name, lastName: client.last_name, gender: client.gender === 'female' ? 2 : client.gender === 'male' ? 1 : index % 2 === 0 ? 1 : 2, birthDate };
}

const at = (now: number, daysAgo: number, hour: number): Date => {
  const date = new Date(now - daysAgo * DAY);
  date.setUTCHours(hour, 15, 0, 0);
  return date;
};
// The figures are correct to the end of the month before the file was made.
const monthEnd = (date: Date): Date => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0));

/** The office's demo files, over the last 60 days, for its members (at least five) and two strangers. */
export function demoUploads(members: readonly DemoXmlMember[], language: DemoOffice['language'], now: number): DemoUpload[] {
  const [dana, moshe, ruth, avi, tamar] = members as [DemoXmlMember, DemoXmlMember, DemoXmlMember, DemoXmlMember, DemoXmlMember];
  const texts = TEXTS[language];
  const { tags } = texts;
  const pension = (member: DemoXmlMember, policyNumber: string, balance: number, deposit: number, fee: [number, number], employer?: string): DemoXmlProduct => ({
    productType: 2,
    member,
    ...(employer ? { employerName: employer } : {}),
    policies: [{ policyNumber, planName: 'מסלול כללי', status: 1, joinDate: '20120101', balance, monthlyDeposit: deposit, depositFeePct: fee[0], balanceFeePct: fee[1] }],
  });
  const pensionFile = (daysAgo: number, growth: number): DemoXmlFile => {
    const producedAt = at(now, daysAgo, 7);
    return {
      ...PRODUCERS.lighthouse,
      producedAt,
      valuationDate: monthEnd(producedAt),
      products: [
        pension(dana, '2004511', Math.round(184_250 * growth), 2_310, [1.49, 0.22], 'טכנולוגיות השרון בע"מ'),
        pension(moshe, '2004512', Math.round(412_900 * growth), 3_880, [2.0, 0.3]),
        pension(ruth, '2004513', Math.round(96_400 * growth), 1_540, [1.0, 0.1], 'עיריית כרמל'),
        pension(STRANGERS[0]!, '2004514', Math.round(58_700 * growth), 1_260, [3.0, 0.4]),
      ],
    };
  };
  const managers = (daysAgo: number): DemoXmlFile => {
    const producedAt = at(now, daysAgo, 9);
    return {
      ...PRODUCERS.nachshon,
      producedAt,
      valuationDate: monthEnd(producedAt),
      products: [
        {
          productType: 1,
          member: avi,
          policies: [
            { policyNumber: '88-301277', planName: 'עדיף', status: 1, joinDate: '20040601', balance: 1_126_480, monthlyDeposit: 5_420, depositFeePct: 3.0, balanceFeePct: 0.85 },
            { policyNumber: '88-199045', planName: 'מנהלים קלאסי', status: 4, joinDate: '19980301', balance: 342_150, monthlyDeposit: 0, depositFeePct: 0, balanceFeePct: 1.05 },
          ],
        },
        { productType: 1, member: moshe, policies: [{ policyNumber: '88-412003', planName: 'עדיף', status: 1, joinDate: '20150901', balance: 268_300, monthlyDeposit: 2_150, depositFeePct: 2.5, balanceFeePct: 0.7 }] },
      ],
    };
  };
  const savings = (daysAgo: number): DemoXmlFile => {
    const producedAt = at(now, daysAgo, 11);
    return {
      ...PRODUCERS.horizon,
      producedAt,
      valuationDate: monthEnd(producedAt),
      products: [
        { productType: 4, member: dana, policies: [{ policyNumber: '7700451', planName: 'השתלמות מניות', status: 1, joinDate: '20160301', balance: 131_870, monthlyDeposit: 1_570, depositFeePct: 0, balanceFeePct: 0.6, employeePct: 2.5, employerPct: 7.5 }] },
        { productType: 4, member: tamar, policies: [{ policyNumber: '7700452', planName: 'השתלמות כללי', status: 1, joinDate: '20190101', balance: 64_200, monthlyDeposit: 1_180, depositFeePct: 0, balanceFeePct: 0.75, employeePct: 2.5, employerPct: 7.5 }] },
        { productType: 3, member: ruth, policies: [{ policyNumber: '7700453', planName: 'גמל לחיסכון', status: 2, joinDate: '20090601', balance: 213_560, monthlyDeposit: 0, depositFeePct: 0, balanceFeePct: 0.55 }] },
      ],
    };
  };
  const countMismatch: DemoXmlFile = { ...savings(33), closingPolicies: 4 };
  const badIdAt = at(now, 21, 13);
  const badId: DemoXmlFile = {
    ...PRODUCERS.lighthouse,
    producedAt: badIdAt,
    valuationDate: monthEnd(badIdAt),
    products: [pension(STRANGERS[1]!, '2004590', 41_300, 980, [2.5, 0.35]), pension(tamar, '2004591', 77_650, 1_420, [1.2, 0.18])],
  };
  const insuranceAt = at(now, 2, 10);
  const insurance: DemoXmlFile = {
    ...PRODUCERS.nachshon,
    producedAt: insuranceAt,
    valuationDate: monthEnd(insuranceAt),
    products: [
      { productType: 5, member: tamar, policies: [{ policyNumber: 'R-550912', planName: 'ריסק משכנתא', status: 1, joinDate: '20210401', balance: 0, monthlyDeposit: 186, depositFeePct: 0, balanceFeePct: 0 }] },
      { productType: 5, member: STRANGERS[0]!, policies: [{ policyNumber: 'R-550913', planName: 'ריסק למקרה מוות', status: 1, joinDate: '20180801', balance: 0, monthlyDeposit: 142, depositFeePct: 0, balanceFeePct: 0 }] },
    ],
  };
  return [
    { file: pensionFile(58, 1), daysAgo: 58, tags: [tags.pension, tags.monthly], description: texts.descriptions[0] },
    { file: managers(45), daysAgo: 45, tags: [tags.insurance], description: texts.descriptions[1], transform: true },
    { file: countMismatch, daysAgo: 33, tags: [tags.savings, tags.review], description: texts.descriptions[3] },
    { file: savings(27), daysAgo: 27, tags: [tags.savings], description: texts.descriptions[2] },
    { file: badId, daysAgo: 21, tags: [tags.pension, tags.review], description: texts.descriptions[4] },
    { file: pensionFile(6, 1.031), daysAgo: 6, tags: [tags.pension, tags.monthly], description: texts.descriptions[5] },
    { file: insurance, daysAgo: 2, tags: [tags.risk], description: texts.descriptions[6] },
  ];
}

// Five of the office's clients with ID numbers, the oldest first; clients without one are given a valid one.
async function demoMembers(services: ContextServices, office: DemoOffice): Promise<DemoXmlMember[]> {
  return withContext(services.db, { tenantId: office.tenantId }, async (trx) => {
    const clients = await trx.selectFrom('clients').select(['id', 'first_name', 'last_name', 'id_number', 'gender', 'birth_date']).where('kind', '=', 'client').orderBy('created_at').orderBy('id').limit(5).execute();
    const members: DemoXmlMember[] = [];
    for (const [index, client] of clients.entries()) {
      let idNumber = client.id_number;
      if (!idNumber) {
        const firstEight = String(30_000_000 + index * 1_234_567).padStart(8, '0');
        idNumber = `${firstEight}${israeliIdCheckDigit(firstEight)}`;
        await trx.updateTable('clients').set({ id_number: idNumber }).where('id', '=', client.id).execute();
      }
      members.push(memberOf({ ...client, id_number: idNumber }, index));
    }
    return members;
  });
}

async function uploadOne(ctx: OfficeContext, files: StoredFiles, upload: DemoUpload, sequence: number): Promise<string | null> {
  const fileName = demoHoldingsFileName(upload.file, sequence);
  const data = Buffer.from(demoHoldingsXml(upload.file), 'utf8');
  const answer = await uploadXml(ctx, files, { fileName, data, choices: { description: upload.description, tags: upload.tags, autoValidate: true, schemaId: HOLDINGS_SCHEMA_ID } });
  const document = answer.documents[0];
  if (!document) return null;
  if (upload.transform) await transformDocument(ctx, files, document.id, { transformationType: 'flat', outputFormat: 'xlsx' });
  // When it came in: the file's own day, an hour after it was made.
  const uploadedAt = new Date(upload.file.producedAt.getTime() + 3_600_000);
  await withContext(ctx.db, { tenantId: ctx.tenant.id }, (trx) =>
    trx.updateTable('xml_documents').set({ uploaded_at: uploadedAt, updated_at: uploadedAt, validated_at: uploadedAt }).where('id', '=', document.id).execute(),
  );
  return document.id;
}

/**
 * Gives every demo office whose office has the XML intake seven clearing-house holdings files of made-up producers
 * over the last 60 days, uploaded by its admin through the intake's own service (so they are stored, validated, read
 * and matched to the office's clients as an upload is): pension, managers' insurance, provident and study funds and
 * insurance plans of five of its clients and a stranger; one file with a count that does not match its closing
 * record, one with an ID whose check digit is wrong; one transformed to a spreadsheet; and an XSD of its own (a producer's commission report). Once: an office that has files
 * is left as it is. Answers how many it stored.
 */
export async function seedDemoXml(services: ContextServices, files: StoredFiles, offices: readonly DemoOffice[], now = Date.now()): Promise<number> {
  let made = 0;
  for (const office of offices) {
    const system = await officeContextFor(services, office.slug, { kind: 'system', name: 'demo-seed' }, office.language);
    if (!system?.office.enabledFeatures.includes(XML_DOCUMENTS)) continue;
    const seeded = await withContext(services.db, { tenantId: office.tenantId }, (trx) => trx.selectFrom('xml_documents').select('id').limit(1).executeTakeFirst());
    if (seeded) continue;
    const members = await demoMembers(services, office);
    if (members.length < 5) continue;
    const ctx: OfficeContext = { ...system, actor: { kind: 'member', userId: office.adminId, role: 'admin', professionalRole: null } };
    for (const [index, upload] of demoUploads(members, office.language, now).entries()) {
      if (await uploadOne(ctx, files, upload, index + 1)) made += 1;
    }
    await createXmlSchema(ctx, demoOfficeSchema(office.language));
  }
  return made;
}
