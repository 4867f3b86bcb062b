// Clearing-house holdings files (domain notes B2, B5) written from code, for the demo offices and the tests: each a
// producer's report of its members' products and policies, in the shape the shipped XSD describes.

/** A member (YeshutLakoach) as a file names them. */
export interface DemoXmlMember {
  idNumber: string;
  firstName: string;
  lastName: string;
  /** 1 male, 2 female. */
  gender: 1 | 2;
  /** YYYYMMDD. */
  birthDate: string;
}

/** One policy or account (HeshbonOPolisa). */
export interface DemoXmlPolicy {
  policyNumber: string;
  planName?: string;
  /** STATUS-POLISA-O-CHESHBON: 1 active, 2 frozen, 4 paid up. */
  status: number;
  /** YYYYMMDD. */
  joinDate: string;
  balance: number;
  monthlyDeposit: number;
  /** Percentages as the files write them (1.00 = 1%). */
  depositFeePct: number;
  balanceFeePct: number;
  employeePct?: number;
  employerPct?: number;
}

/** One product of a member (Mutzar): its type (SUG-MUTZAR-PENSIONI 1–5) and its policies. */
export interface DemoXmlProduct {
  productType: 1 | 2 | 3 | 4 | 5;
  member: DemoXmlMember;
  employerName?: string;
  policies: DemoXmlPolicy[];
}

export interface DemoXmlFile {
  producerId: string;
  producerName: string;
  producedAt: Date;
  /** The figures are correct to this day (TAARICH-NECHONUT). */
  valuationDate: Date;
  products: DemoXmlProduct[];
  /** What the closing record claims, when it should not match (a count mismatch). */
  closingPolicies?: number;
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const two = (value: number): string => String(value).padStart(2, '0');
const day = (date: Date): string => `${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}`;
const stamp = (date: Date): string => `${day(date)}${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}`;
const money = (value: number): string => value.toFixed(2);
const leaf = (name: string, value: string | number): string => `<${name}>${escape(String(value))}</${name}>`;

function policyXml(policy: DemoXmlPolicy, valuation: string, salary: number): string {
  const employee = policy.employeePct ?? 6;
  const employer = policy.employerPct ?? 6.5;
  const deposits = [
    [1, 2, employee],
    [2, 3, employer],
  ].map(([who, kind, pct]) => `<PerutHafrashotLePolisa>${leaf('SUG-HAMAFKID', who!)}${leaf('SUG-HAFRASHA', kind!)}${leaf('ACHUZ-HAFRASHA', pct!.toFixed(2))}${leaf('SCHUM-HAFRASHA', money((salary * pct!) / 100))}</PerutHafrashotLePolisa>`);
  return [
    '<HeshbonOPolisa>',
    leaf('MISPAR-POLISA-O-HESHBON', policy.policyNumber),
    policy.planName ? leaf('SHEM-TOCHNIT', policy.planName) : '',
    leaf('TAARICH-NECHONUT', valuation),
    leaf('TAARICH-HITZTARFUT-MUTZAR', policy.joinDate),
    leaf('STATUS-POLISA-O-CHESHBON', policy.status),
    leaf('SUG-TOCHNIT-O-CHESHBON', 1),
    '<PirteiTaktziv>',
    ...(policy.monthlyDeposit > 0 ? deposits : []),
    policy.monthlyDeposit > 0 ? `<PirteiHafkadaAchrona><PerutPirteiHafkadaAchrona>${leaf('TOTAL-HAFKADA', money(policy.monthlyDeposit))}</PerutPirteiHafkadaAchrona></PirteiHafkadaAchrona>` : '',
    '<PerutHotzaot><HotzaotBafoalLehodeshDivoach>',
    leaf('SHEUR-DMEI-NIHUL-HAFKADA', policy.depositFeePct.toFixed(2)),
    leaf('TOTAL-DMEI-NIHUL-HAFKADA', money((policy.monthlyDeposit * 12 * policy.depositFeePct) / 100)),
    leaf('SHEUR-DMEI-NIHUL-TZVIRA', policy.balanceFeePct.toFixed(4)),
    leaf('TOTAL-DMEI-NIHUL-TZVIRA', money((policy.balance * policy.balanceFeePct) / 100)),
    '</HotzaotBafoalLehodeshDivoach></PerutHotzaot>',
    `<BlockItrot><Yitrot>${leaf('TAARICH-ERECH-TZVIROT', valuation)}<PerutYitrot>${leaf('KOD-SUG-ITRA', 1)}${leaf('KOD-SUG-HAFRASHA', 2)}${leaf('TOTAL-CHISACHON-MTZBR', money(policy.balance))}</PerutYitrot></Yitrot></BlockItrot>`,
    '</PirteiTaktziv>',
    '</HeshbonOPolisa>',
  ].join('');
}

function productXml(file: DemoXmlFile, product: DemoXmlProduct): string {
  const { member } = product;
  const valuation = day(file.valuationDate);
  const salary = (product.policies[0]?.monthlyDeposit ?? 0) / 0.185;
  return [
    '<Mutzar><NetuneiMutzar>',
    leaf('KOD-MEZAHE-YATZRAN', file.producerId),
    leaf('SUG-MUTZAR-PENSIONI', product.productType),
    product.employerName ? `<YeshutMaasik>${leaf('SHEM-MAASIK', product.employerName)}${leaf('MISPAR-MEZAHE-MAASIK', '513000001')}</YeshutMaasik>` : '',
    '<YeshutLakoach>',
    leaf('SUG-MEZAHE-LAKOACH', 1),
    leaf('MISPAR-ZIHUY-LAKOACH', member.idNumber.padStart(9, '0')),
    leaf('SHEM-PRATI', member.firstName),
    leaf('SHEM-MISHPACHA', member.lastName),
    leaf('MIN', member.gender),
    leaf('TAARICH-LEYDA', member.birthDate),
    '</YeshutLakoach></NetuneiMutzar>',
    `<HeshbonotOPolisot>${product.policies.map((policy) => policyXml(policy, valuation, salary)).join('')}</HeshbonotOPolisot>`,
    '</Mutzar>',
  ].join('');
}

/** A holdings file's XML (version 004, production environment), one tag a line. */
export function demoHoldingsXml(file: DemoXmlFile): string {
  const policies = file.products.reduce((sum, product) => sum + product.policies.length, 0);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Mimshak>',
    `<KoteretKovetz>${leaf('SUG-MIMSHAK', 1)}${leaf('MISPAR-GIRSAT-XML', '004')}${leaf('TAARICH-BITZUA', stamp(file.producedAt))}${leaf('KOD-SVIVAT-AVODA', 2)}${leaf('KOD-SHOLEACH', file.producerId)}${leaf('SHEM-SHOLEACH', file.producerName)}${leaf('MISPAR-HAKOVETZ', `${stamp(file.producedAt)}${file.producerId}`)}</KoteretKovetz>`,
    `<YeshutYatzran>${leaf('KOD-MEZAHE-YATZRAN', file.producerId)}${leaf('SHEM-YATZRAN', file.producerName)}</YeshutYatzran>`,
    `<Mutzarim>${file.products.map((product) => productXml(file, product)).join('')}</Mutzarim>`,
    `<ReshumatSgira>${leaf('KAMUT-MUTZARIM', file.products.length)}${leaf('KAMUT-POLISOT', file.closingPolicies ?? policies)}</ReshumatSgira>`,
    '</Mimshak>',
  ].join('\n');
  // One element a line, so errors point at a line the source view can show.
  return `${body.replace(/></g, '>\n<')}\n`;
}

/** The product code of a file's name (B1): KGM gemel and hishtalmut, PNN new pension, INP insurance. */
const FILE_PRODUCT: Record<number, string> = { 1: 'INP', 2: 'PNN', 3: 'KGM', 4: 'KGM', 5: 'INP' };

/** A file's name as the clearing house writes it (B1: direction, id, service, product, version, time, sequence). */
export function demoHoldingsFileName(file: DemoXmlFile, sequence: number): string {
  const product = FILE_PRODUCT[file.products[0]?.productType ?? 2] ?? '000';
  return `201${file.producerId.padStart(12, '0')}HOLDNG${product}004${stamp(file.producedAt)}${String(sequence).padStart(4, '0')}.DAT`;
}
