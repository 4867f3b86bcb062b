import type { DemoRandom } from './demo-random';
import { CITIES, STREETS } from './demo-places';
import type { DemoWord } from './demo-texts';
import { HEBREW_NAMES } from './demo-names';

/** A demo value's words: Hebrew and English, or one text that reads the same in both (a product, a code). */
export type DemoText = DemoWord | string;

/** A field's words: a list to pick from, or a way to make one from the record's values so far (none: left empty). */
export type FieldWords = readonly DemoText[] | ((random: DemoRandom, data: Readonly<Record<string, unknown>>) => DemoText | undefined);

const w = (he: string, en: string): DemoWord => ({ he, en });
const pad2 = (value: number): string => String(value).padStart(2, '0');

const personName = (random: DemoRandom): DemoWord => {
  const first = random.pick(random.chance(0.5) ? HEBREW_NAMES.male : HEBREW_NAMES.female);
  const last = random.pick(HEBREW_NAMES.last);
  const latin = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
  return w(`${first[0]} ${last[0]}`, `${latin(first[1])} ${latin(last[1])}`);
};

const COMPANIES = [w('י.ש. בנייה והשקעות בע״מ', 'Y.S. Construction and Investments Ltd'), w('גלבוע טכנולוגיות בע״מ', 'Gilboa Technologies Ltd'), w('א.ב. יזמות ונכסים בע״מ', 'A.B. Development and Properties Ltd'), w('שטראוס שיווק בע״מ', 'Strauss Marketing Ltd'), w('חברת הניהול מגדלי הים', 'Migdalei HaYam Management Co.'), w('הכשרה לוגיסטיקה בע״מ', 'Hachshara Logistics Ltd')];

/** Words of the text fields that appear in many forms, by field key (a form's own themes come first). */
export const FIELD_WORDS: Readonly<Record<string, FieldWords>> = {
  laboratory: [w('מעבדת כללית מרכז', 'Clalit central laboratory'), w('מעבדות מכבי', 'Maccabi laboratories'), w('מעבדת המרכז הרפואי איכילוב', 'Ichilov Medical Center laboratory'), w('סינלאב', 'Synlab')],
  opposingParty: (random) => (random.chance(0.5) ? random.pick(COMPANIES) : personName(random)),
  partyName: (random) => (random.chance(0.35) ? random.pick(COMPANIES) : personName(random)),
  otherParty: personName,
  counterparty: (random) => (random.chance(0.5) ? random.pick(COMPANIES) : personName(random)),
  otherNames: [w('שם קודם: לוי', 'Former name: Levy'), w('גם: מ. כהן השקעות', 'Also: M. Cohen Investments'), w('חברה בת: גלבוע פיתוח בע״מ', 'Subsidiary: Gilboa Development Ltd')],
  assessingOffice: [w('פקיד שומה תל אביב 1', 'Tel Aviv 1 assessing office'), w('פקיד שומה ירושלים 3', 'Jerusalem 3 assessing office'), w('פקיד שומה חיפה', 'Haifa assessing office'), w('פקיד שומה רחובות', 'Rehovot assessing office'), w('פקיד שומה כפר סבא', 'Kfar Saba assessing office'), w('פקיד שומה פתח תקווה', 'Petah Tikva assessing office')],
  // A court gives a case number: none for a matter that is not before one.
  caseNumber: (random, data) => (data.court ? `${random.int(10000, 99999)}-${pad2(random.int(1, 12))}-${pad2(random.int(23, 26))}` : undefined),
  street: (random) => {
    const [he, en] = random.pick(STREETS);
    const number = random.int(1, 120);
    return w(`${he} ${number}`, `${number} ${en} St`);
  },
  city: (random) => random.pick(CITIES.slice(0, 16)),
  propertyAddress: (random) => {
    const [he, en] = random.pick(STREETS);
    const city = random.pick(CITIES.slice(0, 16));
    const number = random.int(1, 120);
    return w(`${he} ${number}, ${city.he}`, `${number} ${en} St, ${city.en}`);
  },
  speciesOther: [w('חמוס', 'Ferret'), w('שרקן', 'Guinea pig'), w('צב יבשה', 'Tortoise')],
  allergies: [w('רגישות לעוף במזון', 'Sensitive to chicken in food'), w('אלרגיה לפרעושים', 'Flea allergy'), w('רגישות לפניצילין', 'Penicillin sensitivity')],
  batchNumber: (random) => `${random.pick(['A', 'B', 'K', 'N'])}${random.digits(6)}`,
  conditions: [w('מסירה בתוך 90 יום מהחתימה', 'Handover within 90 days of signing'), w('10% בחתימה, היתרה במסירה', '10% on signing, the balance on handover'), w('המזגנים והמטבח נשארים בדירה', 'The air conditioners and the kitchen stay'), w('שכירות לשנה עם אופציה לשנה נוספת', 'One-year lease with an option for a second'), w('כפוף לבדיקת מהנדס', 'Subject to an engineer\'s inspection')],
  notes: [w('נשלחה תזכורת ללקוח בוואטסאפ', 'Reminder sent to the client on WhatsApp'), w('ממתין למסמכים מהלקוח', 'Waiting for documents from the client'), w('הלקוח ביקש עותק במייל', 'The client asked for a copy by e-mail'), w('תואם טלפונית, לבדוק שוב בעוד שבוע', 'Agreed by phone; check again in a week'), w('עודכן מול הלקוח בפגישה', 'Updated with the client at the meeting')],
};

/** Sizes that make sense, by field key (first match): drawn, then fitted to the schema's bounds. */
export const FIELD_NUMBERS: readonly (readonly [RegExp, (random: DemoRandom, data: Readonly<Record<string, unknown>>, now: Date) => number | undefined])[] = [
  [/^taxYear$/, (random, _data, now) => now.getUTCFullYear() - random.weighted([[1, 7], [2, 3]] as const)],
  [/year/i, (random, _data, now) => now.getUTCFullYear() - (random.chance(0.2) ? 1 : 0)],
  [/hours/i, (random) => random.int(1, 24) / 4],
  [/premium/i, (random) => random.int(12, 300) * 100],
  [/sumInsured/i, (random) => random.int(2, 60) * 50_000],
  [/askingPrice/i, (random, data) => (data.dealType === 'rent' ? random.int(35, 150) * 100 : random.int(14, 80) * 100_000)],
  [/offerAmount/i, (random, data) => (data.dealType === 'rent' ? random.int(30, 140) * 100 : random.int(12, 75) * 100_000)],
  [/commission/i, (random, data) => (typeof data.offerAmount === 'number' ? Math.round(data.offerAmount * (data.dealType === 'rent' ? 1 : 0.02)) : random.int(5, 60) * 1000)],
  [/estimatedCost/i, (random) => random.int(8, 60) * 100],
  [/amountInDispute/i, (random, data) => (data.court ? random.int(5, 300) * 10_000 : undefined)],
  [/estimatedAmount/i, (random) => random.int(4, 240) * 500],
  [/budget/i, (random) => random.int(5, 80) * 100],
  [/payslipCount/i, (random) => random.int(2, 45)],
  [/grossTotal/i, (random, data) => (typeof data.payslipCount === 'number' ? data.payslipCount : random.int(2, 45)) * random.int(90, 160) * 100],
  [/vatBalance/i, (random) => random.int(-50, 300) * 100],
  [/advancePayment/i, (random) => random.int(5, 150) * 100],
  [/outcomeAmount/i, (random) => random.int(3, 250) * 100],
  [/amount/i, (random) => random.int(4, 300) * 50],
  [/enquiries/i, (random) => random.int(0, 60)],
  [/weight/i, (random) => random.int(300, 3500) / 100],
  [/temperature/i, (random) => random.int(375, 398) / 10],
  [/heartRate/i, (random) => random.int(70, 180)],
  [/^rooms$/, (random) => random.int(4, 11) / 2],
  [/^floor$/, (random) => random.int(0, 12)],
  [/totalFloors/i, (random, data) => (typeof data.floor === 'number' ? Math.max(data.floor, 1) : 1) + random.int(0, 8)],
  [/size|sqm/i, (random) => random.int(45, 200)],
  [/durationDays/i, (random) => random.pick([5, 7, 10, 14, 30, 90])],
  [/refills/i, (random) => random.weighted([[0, 5], [1, 2], [2, 2], [3, 1]] as const)],
  [/count/i, (random) => random.int(1, 40)],
];

/** Values of fields with a pattern, by field key: checked against the pattern before use. */
export const FIELD_PATTERNS: readonly (readonly [RegExp, (random: DemoRandom) => string])[] = [
  [/policyNumber/i, (random) => `${random.int(1, 9)}${random.digits(8)}`],
  [/microchip/i, (random) => `972${random.digits(12)}`],
  [/diagnosisCode/i, (random) => random.pick(['J02.9', 'I10', 'E11.9', 'M54.5', 'J06.9', 'K21.9'])],
];

/** Plain codes to try against a required field's pattern when FIELD_PATTERNS has no maker for it. */
export const PATTERN_SAMPLES: readonly string[] = ['A1', '12345', '123456789', 'ABC-123', '2025-001', 'AB', 'x'];

/** Date fields whose day lies ahead (something falls due), by key; other dates lie behind. */
export const FUTURE_DATE = /due|renewal|next|followUp|expires|deadline|^end|available|exclusivity|surgeryDate/i;

/** Date fields of something that followed the record's other dates (paid after issued), by key: between those and today. */
export const LATER_DATE = /paid|collected/i;
