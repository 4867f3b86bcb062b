import { isValidIsraeliId } from '../../../engine/xml/israeli-id';

/** How large a generated holdings file should be, and the seed that makes it the same every time. */
export interface GenerateHoldingsOptions {
  targetBytes: number;
  seed?: number;
}

// Made-up names only (never taken from a real file).
const FIRST_NAMES = ['נועה', 'יואב', 'מיכל', 'איתי', 'שירה', 'עומר', 'תמר', 'אורי', 'הילה', 'גיל', 'רוני', 'דנה'];
const LAST_NAMES = ['ברקוביץ', 'שטרנפלד', 'אלון', 'כרמלי', 'גפני', 'רוזנטל', 'בן-ארי', 'שגיא', 'נחמיאס', 'לבנון'];
const PLANS = ['מסלול כללי', 'מסלול מניות', 'מסלול אג"ח', 'מסלול לגילאי 50 ומטה', 'השתלמות כללי'];
const EMPLOYERS = ['מאפיית השקמה בע"מ', 'נגריית הגליל', 'משרד רואי חשבון לדוגמה', 'מוסך הצפון'];

// mulberry32: a small seeded generator, enough for test data.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

function validId(next: () => number): string {
  const base = pad(Math.floor(next() * 1e8), 8);
  for (let digit = 0; digit < 10; digit += 1) if (isValidIsraeliId(base + digit)) return base + digit;
  return '000000018';
}

function policy(next: () => number, number: number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const salary = 6000 + Math.floor(next() * 30000);
  const employee = ((salary * 6) / 100).toFixed(2);
  const employer = ((salary * 6.5) / 100).toFixed(2);
  const balance = (next() * 900000).toFixed(2);
  const year = 1995 + Math.floor(next() * 29);
  return `        <HeshbonOPolisa>
          <MISPAR-POLISA-O-HESHBON>${pad(number, 9)}</MISPAR-POLISA-O-HESHBON>
          <SHEM-TOCHNIT>${pick(PLANS)}</SHEM-TOCHNIT>
          <TAARICH-NECHONUT>20241231</TAARICH-NECHONUT>
          <TAARICH-HITZTARFUT-MUTZAR>${year}${pad(1 + Math.floor(next() * 12), 2)}01</TAARICH-HITZTARFUT-MUTZAR>
          <STATUS-POLISA-O-CHESHBON>${pick([1, 1, 1, 2, 4])}</STATUS-POLISA-O-CHESHBON>
          <SUG-TOCHNIT-O-CHESHBON>1</SUG-TOCHNIT-O-CHESHBON>
          <PirteiTaktziv>
            <PerutHafrashotLePolisa>
              <SUG-HAMAFKID>1</SUG-HAMAFKID>
              <SUG-HAFRASHA>2</SUG-HAFRASHA>
              <ACHUZ-HAFRASHA>6.00</ACHUZ-HAFRASHA>
              <SCHUM-HAFRASHA>${employee}</SCHUM-HAFRASHA>
            </PerutHafrashotLePolisa>
            <PerutHafrashotLePolisa>
              <SUG-HAMAFKID>2</SUG-HAMAFKID>
              <SUG-HAFRASHA>3</SUG-HAFRASHA>
              <ACHUZ-HAFRASHA>6.50</ACHUZ-HAFRASHA>
              <SCHUM-HAFRASHA>${employer}</SCHUM-HAFRASHA>
            </PerutHafrashotLePolisa>
            <PirteiHafkadaAchrona>
              <PerutPirteiHafkadaAchrona>
                <TOTAL-HAFKADA>${(Number(employee) + Number(employer)).toFixed(2)}</TOTAL-HAFKADA>
              </PerutPirteiHafkadaAchrona>
            </PirteiHafkadaAchrona>
            <PerutHotzaot>
              <HotzaotBafoalLehodeshDivoach>
                <SHEUR-DMEI-NIHUL-HAFKADA>${(next() * 6).toFixed(2)}</SHEUR-DMEI-NIHUL-HAFKADA>
                <SHEUR-DMEI-NIHUL-TZVIRA>${(next() * 0.5).toFixed(4)}</SHEUR-DMEI-NIHUL-TZVIRA>
              </HotzaotBafoalLehodeshDivoach>
            </PerutHotzaot>
            <BlockItrot>
              <Yitrot>
                <TAARICH-ERECH-TZVIROT>20241231</TAARICH-ERECH-TZVIROT>
                <PerutYitrot>
                  <KOD-SUG-ITRA>1</KOD-SUG-ITRA>
                  <KOD-SUG-HAFRASHA>2</KOD-SUG-HAFRASHA>
                  <TOTAL-CHISACHON-MTZBR>${balance}</TOTAL-CHISACHON-MTZBR>
                </PerutYitrot>
              </Yitrot>
            </BlockItrot>
          </PirteiTaktziv>
        </HeshbonOPolisa>
`;
}

function product(next: () => number, firstPolicy: number, policies: number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const body = Array.from({ length: policies }, (_unused, index) => policy(next, firstPolicy + index)).join('');
  return `    <Mutzar>
      <NetuneiMutzar>
        <KOD-MEZAHE-YATZRAN>512345678</KOD-MEZAHE-YATZRAN>
        <SUG-MUTZAR-PENSIONI>${1 + Math.floor(next() * 5)}</SUG-MUTZAR-PENSIONI>
        <YeshutMaasik>
          <SHEM-MAASIK>${pick(EMPLOYERS)}</SHEM-MAASIK>
        </YeshutMaasik>
        <YeshutLakoach>
          <SUG-MEZAHE-LAKOACH>1</SUG-MEZAHE-LAKOACH>
          <MISPAR-ZIHUY-LAKOACH>${validId(next)}</MISPAR-ZIHUY-LAKOACH>
          <SHEM-PRATI>${pick(FIRST_NAMES)}</SHEM-PRATI>
          <SHEM-MISHPACHA>${pick(LAST_NAMES)}</SHEM-MISHPACHA>
          <MIN>${1 + Math.floor(next() * 2)}</MIN>
          <TAARICH-LEYDA>${1950 + Math.floor(next() * 50)}${pad(1 + Math.floor(next() * 12), 2)}${pad(1 + Math.floor(next() * 28), 2)}</TAARICH-LEYDA>
        </YeshutLakoach>
      </NetuneiMutzar>
      <HeshbonotOPolisot>
${body}      </HeshbonotOPolisot>
    </Mutzar>
`;
}

/**
 * A valid holdings file (the shipped XSD and the rules of B4 pass it) of about `targetBytes`, the same for the same
 * seed: many products, each a member with a valid ID and one to three policies with deposits, fees and balances.
 */
export function generateHoldings({ targetBytes, seed = 1 }: GenerateHoldingsOptions): Buffer {
  const next = random(seed);
  const head = `<?xml version="1.0" encoding="UTF-8"?>
<Mimshak>
  <KoteretKovetz>
    <SUG-MIMSHAK>1</SUG-MIMSHAK>
    <MISPAR-GIRSAT-XML>004</MISPAR-GIRSAT-XML>
    <TAARICH-BITZUA>20250131120000</TAARICH-BITZUA>
    <KOD-SVIVAT-AVODA>2</KOD-SVIVAT-AVODA>
    <KOD-SHOLEACH>512345678</KOD-SHOLEACH>
    <SHEM-SHOLEACH>גמל ופנסיה לדוגמה בע"מ</SHEM-SHOLEACH>
    <MISPAR-HAKOVETZ>20250131120000512345678</MISPAR-HAKOVETZ>
  </KoteretKovetz>
  <YeshutYatzran>
    <KOD-MEZAHE-YATZRAN>512345678</KOD-MEZAHE-YATZRAN>
    <SHEM-YATZRAN>גמל ופנסיה לדוגמה בע"מ</SHEM-YATZRAN>
  </YeshutYatzran>
  <Mutzarim>
`;
  const parts = [head];
  let bytes = Buffer.byteLength(head);
  let products = 0;
  let policies = 0;
  do {
    const count = 1 + Math.floor(next() * 3);
    const part = product(next, policies + 1, count);
    parts.push(part);
    bytes += Buffer.byteLength(part);
    products += 1;
    policies += count;
  } while (bytes < targetBytes - 400);
  parts.push(`  </Mutzarim>
  <ReshumatSgira>
    <KAMUT-MUTZARIM>${products}</KAMUT-MUTZARIM>
    <KAMUT-POLISOT>${policies}</KAMUT-POLISOT>
  </ReshumatSgira>
</Mimshak>
`);
  return Buffer.from(parts.join(''), 'utf8');
}
