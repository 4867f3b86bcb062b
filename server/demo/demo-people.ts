import { defaultCountryName } from '../../engine/clients/default-country';
import { ARAB_NAMES, ENGLISH_NAMES, HEBREW_NAMES, type DemoNameGroup } from './demo-names';
import { ARAB_CITIES, CITIES, STREETS, type DemoCity } from './demo-places';
import type { DemoRandom } from './demo-random';
import { demoIsraeliId } from './israeli-id';

/** A demo person: who a client is, before the office's own data. */
export interface DemoPerson {
  language: 'he' | 'en';
  gender: 'male' | 'female';
  firstName: string;
  lastName: string;
  idNumber: string;
  /** YYYY-MM-DD, 18 to 90 years before now by year difference. */
  birthDate: string;
  age: number;
  email: string;
  /** The main number, always given: the landline of someone who has one, else the mobile. */
  phone: string;
  /** The mobile of someone whose main number is a landline. */
  mobilePhone: string | null;
  city: DemoCity;
  address: { street: string; city: string; postalCode: string; country: string };
  professional: { occupation: string; company?: string } | null;
}

/** What must stay unique among an office's clients. */
export interface DemoUniques {
  idNumbers: Set<string>;
  emails: Set<string>;
  phones: Set<string>;
}

// Personal-mail domains Israelis use; never a throwaway one.
const DOMAINS = [['gmail.com', 45], ['walla.co.il', 12], ['hotmail.com', 10], ['outlook.com', 8], ['yahoo.com', 6], ['bezeqint.net', 6], ['netvision.net.il', 4], ['icloud.com', 4], ['012.net.il', 3]] as const;
const MOBILE_PREFIXES = ['050', '052', '053', '054', '055', '058'];

// [masculine, feminine, English]
const OCCUPATIONS = [
  ['מהנדס תוכנה', 'מהנדסת תוכנה', 'Software engineer'], ['מורה', 'מורה', 'Teacher'], ['אח מוסמך', 'אחות מוסמכת', 'Registered nurse'],
  ['מנהל חשבונות', 'מנהלת חשבונות', 'Bookkeeper'], ['עורך דין', 'עורכת דין', 'Lawyer'], ['מנהל מוצר', 'מנהלת מוצר', 'Product manager'],
  ['חשמלאי', 'חשמלאית', 'Electrician'], ['גננת', 'גננת', 'Kindergarten teacher'], ['רוקח', 'רוקחת', 'Pharmacist'],
  ['מעצב גרפי', 'מעצבת גרפית', 'Graphic designer'], ['נהג משאית', 'נהגת משאית', 'Truck driver'], ['טבח', 'שפית', 'Chef'],
  ['יועץ השקעות', 'יועצת השקעות', 'Investment adviser'], ['קבלן שיפוצים', 'קבלנית שיפוצים', 'Renovation contractor'],
  ['פיזיותרפיסט', 'פיזיותרפיסטית', 'Physiotherapist'], ['מנהל מכירות', 'מנהלת מכירות', 'Sales manager'], ['פנסיונר', 'פנסיונרית', 'Retired'],
] as const;
const COMPANIES = [
  'בנק הפועלים', 'בנק לאומי', 'אינטל ישראל', 'אלביט מערכות', 'שירותי בריאות כללית', 'עיריית תל אביב-יפו', 'משרד החינוך',
  'התעשייה האווירית', 'טבע', 'רשת שופרסל', 'Check Point', 'Wix', 'Monday.com', 'Mobileye',
];

function nameGroup(language: DemoPerson['language'], isArab: boolean): DemoNameGroup {
  if (language === 'en') return ENGLISH_NAMES;
  return isArab ? ARAB_NAMES : HEBREW_NAMES;
}

function uniqueEmail(random: DemoRandom, first: string, last: string, birthYear: number, taken: Set<string>): string {
  const domain = random.weighted(DOMAINS);
  const local = random.weighted([
    [`${first}.${last}`, 4],
    [`${first}${last}${String(birthYear).slice(2)}`, 2],
    [`${first[0]}${last}`, 2],
    [`${last}.${first}`, 1],
    [`${first}_${last}${random.int(1, 99)}`, 1],
  ] as const);
  let email = `${local}@${domain}`;
  while (taken.has(email)) email = `${local}${random.int(2, 999)}@${domain}`;
  taken.add(email);
  return email;
}

// A mobile number is 10 digits (05 and 8 more), a landline 9 (0, a digit 2 to 9, 7 more).
function uniquePhone(random: DemoRandom, prefix: string, length: number, taken: Set<string>): string {
  for (;;) {
    // Numbers do not start with 0 or 1 after the prefix.
    const phone = `${prefix}${random.int(2, 9)}${random.digits(length - prefix.length - 1)}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

// Age by year difference in local time, as spec 2 §5 (and engine/clients' birth-date check) counts it.
function birthDateAt(random: DemoRandom, now: Date): { birthDate: string; age: number } {
  const [min, max] = random.weighted([[[18, 29], 18], [[30, 44], 30], [[45, 64], 32], [[65, 90], 20]] as const);
  const age = random.int(min, max);
  const month = String(random.int(1, 12)).padStart(2, '0');
  const day = String(random.int(1, 28)).padStart(2, '0');
  return { birthDate: `${now.getFullYear() - age}-${month}-${day}`, age };
}

function demoProfessional(random: DemoRandom, language: DemoPerson['language'], gender: DemoPerson['gender'], age: number): NonNullable<DemoPerson['professional']> {
  const occupation = age >= 68 ? OCCUPATIONS[OCCUPATIONS.length - 1]! : random.pick(OCCUPATIONS.slice(0, -1));
  const title = language === 'en' ? occupation[2] : occupation[gender === 'male' ? 0 : 1];
  if (age >= 68) return { occupation: title };
  if (random.chance(0.15)) return { occupation: title, company: language === 'en' ? 'Self-employed' : gender === 'male' ? 'עצמאי' : 'עצמאית' };
  return { occupation: title, company: random.pick(COMPANIES) };
}

/** Draws a person with a valid ID number, phones and an e-mail address unique in the office. */
export function demoPerson(random: DemoRandom, now: Date, uniques: DemoUniques): DemoPerson {
  const language = random.chance(0.13) ? 'en' : 'he';
  const isArab = language === 'he' && random.chance(0.09);
  const group = nameGroup(language, isArab);
  const gender = random.chance(0.5) ? 'male' : 'female';
  const [firstName, firstLatin] = random.pick(gender === 'male' ? group.male : group.female);
  const [lastName, lastLatin] = random.pick(group.last);
  const { birthDate, age } = birthDateAt(random, now);
  const city = random.weighted((isArab ? ARAB_CITIES : CITIES).map((candidate) => [candidate, candidate.weight] as const));
  const [streetHe, streetEn] = random.pick(STREETS);
  const number = random.int(1, 120);
  const apartment = random.chance(0.6) ? random.int(1, 40) : null;
  const street = language === 'en'
    ? `${number} ${streetEn} St.${apartment ? `, Apt ${apartment}` : ''}`
    : `${streetHe} ${number}${apartment ? `, דירה ${apartment}` : ''}`;
  const postalCode = `${city.postalPrefix}${random.digits(7 - city.postalPrefix.length)}`;
  // Older clients often give a landline only; most give a mobile.
  const hasMobile = age < 70 || random.chance(0.6);
  const hasLandline = !hasMobile || random.chance(age >= 50 ? 0.45 : 0.15);
  const mobile = hasMobile ? uniquePhone(random, random.pick(MOBILE_PREFIXES), 10, uniques.phones) : null;
  const landline = hasLandline ? uniquePhone(random, city.areaCode, 9, uniques.phones) : null;
  return {
    language,
    gender,
    firstName,
    lastName,
    idNumber: demoIsraeliId(random, uniques.idNumbers),
    birthDate,
    age,
    email: uniqueEmail(random, firstLatin, lastLatin, now.getFullYear() - age, uniques.emails),
    phone: (landline ?? mobile)!,
    mobilePhone: landline ? mobile : null,
    city,
    // The country as the person writes it, like the city: ישראל, Israel.
    address: { street, city: language === 'en' ? city.en : city.he, postalCode, country: defaultCountryName(language) },
    professional: random.chance(0.55) ? demoProfessional(random, language, gender, age) : null,
  };
}
