import { intakeExtrasForm } from '../../engine/clients/intake-mapping';
import type { FormDefinition } from '../../engine/generated/config-types';
import type { DemoPerson } from './demo-people';
import { drawRecordData } from './demo-record-fields';
import { AREAS } from './demo-places';
import type { DemoRandom } from './demo-random';
import { israeliIdCheckDigit } from './israeli-id';

/** The fields an office type's client-intake form adds to a client, drawn for one demo client. */
type IntakeDraw = (random: DemoRandom, person: DemoPerson, now: Date) => Record<string, unknown>;

const DAY = 86_400_000;
const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

// [Hebrew, English, the relative's gender]
const RELATIVES = [['בן זוג', 'spouse', 'male'], ['בת זוג', 'spouse', 'female'], ['בן', 'son', 'male'], ['בת', 'daughter', 'female'], ['אח', 'brother', 'male'], ['אחות', 'sister', 'female']] as const;
const RELATIVE_NAMES = {
  he: { male: ['אבי', 'יוסי', 'דוד', 'עמית', 'רון'], female: ['רונית', 'מיכל', 'שרה', 'נועה', 'אורית'] },
  en: { male: ['David', 'Michael', 'Daniel', 'Jonathan'], female: ['Sarah', 'Rachel', 'Hannah', 'Naomi'] },
} as const;

const medical: IntakeDraw = (random, person) => {
  const [relationHe, relationEn, relativeGender] = random.pick(RELATIVES);
  const contactFirst = random.pick(RELATIVE_NAMES[person.language][relativeGender]);
  const intake: Record<string, unknown> = {
    // The form's gender (it allows prefer-not-to-say) is its own field, not the record's.
    gender: person.gender,
    insuranceProvider: random.weighted([['כללית', 52], ['מכבי', 26], ['מאוחדת', 14], ['לאומית', 8]] as const),
    insuranceNumber: random.digits(9),
    emergencyContact: `${contactFirst} ${person.lastName} (${person.language === 'en' ? relationEn : relationHe})`,
    emergencyPhone: `${random.pick(['050', '052', '053', '054', '058'])}${random.int(2, 9)}${random.digits(6)}`,
  };
  if (random.chance(0.3)) intake.allergies = random.pick(['פניצילין', 'אגוזים ובוטנים', 'לטקס', 'סולפה', 'אבקת פרחים', 'Penicillin', 'Shellfish']);
  if (person.age >= 50 && random.chance(0.5)) intake.medications = random.pick(['אלטרוקסין 50 מק״ג', 'מטפורמין 850 מ״ג פעמיים ביום', 'ליפיטור 20 מ״ג', 'נורבסק 5 מ״ג', 'Aspirin 100 mg']);
  if (random.chance(0.25)) intake.medicalHistory = random.pick(['יתר לחץ דם, מאוזן בטיפול', 'סוכרת סוג 2', 'ניתוח תוספתן בילדות', 'אסתמה קלה', 'Type 2 diabetes, well controlled']);
  return intake;
};

const MATTERS = {
  litigation: ['תביעה כספית נגד קבלן בגין ליקויי בנייה', 'הגנה בתביעה של ספק על חוב שנוי במחלוקת'],
  corporate: ['הקמת חברה בע״מ והסכם מייסדים', 'ליווי גיוס הון מסבב אנג׳לים'],
  'real-estate': ['ליווי רכישת דירה מקבלן', 'הסכם מכר דירה יד שנייה ורישום בטאבו'],
  family: ['הסכם ממון לפני נישואין', 'גירושין בהסכמה והסדרי שהות', 'צוואה וייפוי כוח מתמשך'],
  criminal: ['ייצוג בחקירה במשטרה', 'ערעור על גזר דין בעבירת תעבורה'],
  ip: ['רישום סימן מסחר בישראל', 'Trademark registration for a software product'],
  employment: ['תביעת פיצויי פיטורים וזכויות סוציאליות', 'בדיקת הסכם העסקה לפני חתימה'],
  other: ['ייעוץ בעניין חוזה שכירות מסחרית'],
} as const;

const legal: IntakeDraw = (random, person) => {
  const clientType = random.weighted([['individual', 70], ['corporation', 12], ['llc', 8], ['partnership', 5], ['nonprofit', 5]] as const);
  const matterType = random.weighted((Object.keys(MATTERS) as (keyof typeof MATTERS)[]).map((type) => [type, type === 'other' ? 1 : 3] as const));
  const intake: Record<string, unknown> = {
    clientType,
    preferredLanguage: person.language,
    matterType,
    matterDescription: random.pick(MATTERS[matterType]),
    conflictCheck: random.chance(0.9),
  };
  if (clientType !== 'individual') intake.entityName = random.pick(['א.ב. יזמות ונכסים בע״מ', 'גלבוע טכנולוגיות בע״מ', 'עמותת יד לחבר', 'Blue Harbor Ventures Ltd', 'שותפות כהן ולוי']);
  if (matterType === 'litigation' || matterType === 'employment' || matterType === 'family') intake.opposingParty = random.pick(['י.ש. בנייה והשקעות בע״מ', 'חברת הניהול של הבניין', 'המעסיק לשעבר', 'בן/בת הזוג', 'ספק חומרי גלם']);
  return intake;
};

const accounting: IntakeDraw = (random, person) => {
  const customerType = random.weighted([['individual', 35], ['self-employed', 40], ['company', 20], ['nonprofit', 5]] as const);
  const services = {
    individual: ['tax-refund', 'annual-report', 'capital-declaration'],
    'self-employed': ['bookkeeping', 'vat-reports', 'annual-report', 'tax-planning'],
    company: ['bookkeeping', 'vat-reports', 'payroll', 'financial-statements', 'tax-planning'],
    nonprofit: ['bookkeeping', 'payroll', 'financial-statements'],
  }[customerType];
  // A company's or a nonprofit's registration number (51… and 58…) has the ID number's check digit.
  const registered = customerType === 'company' ? `51${random.digits(6)}` : customerType === 'nonprofit' ? `58${random.digits(6)}` : null;
  const intake: Record<string, unknown> = {
    customerType,
    idNumber: registered ? `${registered}${israeliIdCheckDigit(registered)}` : person.idNumber,
    servicesNeeded: random.some(services, random.int(1, 3)),
    identityVerified: random.chance(0.8),
  };
  if (customerType !== 'individual') intake.businessField = random.pick(['עיצוב גרפי', 'מסעדנות', 'פיתוח תוכנה', 'שיפוצים', 'ייעוץ ארגוני', 'קליניקה לפיזיותרפיה', 'חנות אופניים']);
  if (customerType === 'self-employed') intake.vatStatus = random.weighted([['licensed-dealer', 6], ['exempt-dealer', 3], ['not-registered', 1]] as const);
  if (customerType === 'company' || customerType === 'nonprofit') {
    intake.contactPerson = `${person.firstName} ${person.lastName}`;
    intake.fiscalYearEnd = random.weighted([['dec-31', 9], ['mar-31', 1]] as const);
    intake.employees = random.int(1, 60);
  }
  if (random.chance(0.2)) intake.previousAccountant = random.pick(['משרד רו״ח לוינסון', 'רו״ח שמעוני ושות׳', 'דוד חסון, רואה חשבון']);
  return intake;
};

const SPECIES = {
  dog: { names: ['רקס', 'לוקה', 'בונו', 'שוקו', 'לאקי', 'נלה', 'מקס', 'Bella'], breeds: ['לברדור', 'גולדן רטריבר', 'רועה גרמני', 'כנעני', 'פודל', 'מעורב'], weight: [4, 40] },
  cat: { names: ['מיצי', 'סימבה', 'לולה', 'פלפל', 'צ׳ילי', 'Oliver'], breeds: ['חתול בית', 'פרסי', 'סיאמי', 'בריטי קצר שיער'], weight: [3, 7] },
  bird: { names: ['קיווי', 'פיקו', 'שמש'], breeds: ['תוכי אפור', 'קוקטייל', 'בז׳ריקה'], weight: [0.05, 0.6] },
  rabbit: { names: ['שלגיה', 'באני', 'גזר'], breeds: ['ארנב ננסי', 'ארנב אנגורה'], weight: [1, 3] },
} as const;

const veterinary: IntakeDraw = (random, _person, now) => {
  const species = random.weighted([['dog', 55], ['cat', 35], ['bird', 5], ['rabbit', 5]] as const);
  const kind = SPECIES[species];
  const [low, high] = kind.weight;
  const intake: Record<string, unknown> = {
    petName: random.pick(kind.names),
    species,
    breed: random.pick(kind.breeds),
    sex: random.pick(['male', 'female', 'male-neutered', 'female-spayed'] as const),
    dateOfBirth: isoDate(new Date(now.getTime() - random.int(60, 15 * 365) * DAY)),
    weight: Math.round((low + random.next() * (high - low)) * 100) / 100,
    vaccinationStatus: random.weighted([['up-to-date', 6], ['partial', 2], ['overdue', 2], ['unknown', 1]] as const),
  };
  // Israeli microchips: 972 and 12 more digits.
  if (species === 'dog' || random.chance(0.4)) intake.microchipNumber = `972${random.digits(12)}`;
  if (random.chance(0.1)) intake.allergies = random.pick(['רגישות לעוף במזון', 'אלרגיה לפרעושים']);
  return intake;
};

const realEstate: IntakeDraw = (random, _person, now) => {
  const clientRole = random.weighted([['buyer', 40], ['seller', 25], ['renter', 25], ['landlord', 10]] as const);
  const isSale = clientRole === 'buyer' || clientRole === 'seller';
  const price = isSale ? random.int(12, 70) * 100_000 : random.int(30, 140) * 100;
  const intake: Record<string, unknown> = {
    clientRole,
    propertyType: random.weighted([['apartment', 60], ['garden-apartment', 12], ['penthouse', 6], ['house', 14], ['commercial', 5], ['land', 3]] as const),
    rooms: random.int(4, 11) / 2,
    mustHaves: random.some(['parking', 'elevator', 'safe-room', 'balcony', 'storage', 'air-conditioning', 'renovated'] as const, random.int(1, 3)),
    marketingConsent: random.chance(0.7),
  };
  if (clientRole === 'buyer' || clientRole === 'renter') {
    intake.budgetMin = Math.round(price * 0.85);
    intake.budgetMax = price;
    intake.preferredAreas = random.some(AREAS, random.int(1, 2)).join('; ');
    intake.moveInDate = isoDate(new Date(now.getTime() + random.int(20, 240) * DAY));
  } else {
    intake.askingPrice = price;
    intake.propertyAddress = `${random.pick(['הרצל', 'ויצמן', 'ביאליק', 'הנשיא'])} ${random.int(1, 90)}, ${random.pick(['תל אביב-יפו', 'רמת גן', 'חיפה', 'רעננה', 'ירושלים'])}`;
  }
  if (clientRole === 'buyer') intake.mortgagePreApproval = random.chance(0.5);
  return intake;
};

const SELF_EMPLOYED = new Set(['עצמאי', 'עצמאית', 'Self-employed']);

const insurance: IntakeDraw = (random, person) => {
  const employmentStatus = person.age >= 67 ? 'retired' : random.weighted([['employee', 60], ['self-employed', 22], ['both', 8], ['unemployed', 4]] as const);
  // Gender is the record's own (the form maps it there with clientField), not an intake answer.
  const intake: Record<string, unknown> = {
    employmentStatus,
    maritalStatus: random.weighted([['married', 55], ['single', 25], ['divorced', 10], ['common-law', 6], ['widowed', 4]] as const),
    numberOfChildren: person.age < 25 ? 0 : random.int(0, 5),
    existingPolicies: random.some(['life', 'health', 'pension', 'managers-insurance', 'study-fund', 'provident-fund', 'disability', 'property', 'car'] as const, random.int(1, 4)),
    insuranceNeeds: random.some(['portfolio-review', 'life-cover', 'health', 'critical-illness', 'disability', 'long-term-care', 'pension-planning', 'savings', 'mortgage-insurance', 'car'] as const, random.int(1, 3)),
    consentToContact: true,
  };
  const company = person.professional?.company;
  if (employmentStatus === 'employee' || employmentStatus === 'both') intake.employer = company && !SELF_EMPLOYED.has(company) ? company : random.pick(['בנק לאומי', 'אינטל ישראל', 'עיריית חיפה', 'Wix']);
  if (employmentStatus !== 'unemployed') intake.monthlySalary = employmentStatus === 'retired' ? random.int(40, 120) * 100 : random.int(70, 450) * 100;
  return intake;
};

const DRAWS: Readonly<Record<string, IntakeDraw>> = { medical, legal, accounting, veterinary, 'real-estate': realEstate, insurance };

/** What drawing an office's intake values knows of it: its office type, its language and its intake form. */
export interface IntakeOffice {
  officeType: string;
  language: 'he' | 'en' | 'es';
  /** The office type's client-intake form: what an office type without hand-made values is drawn from. */
  intakeForm?: FormDefinition;
}

type IntakeProperty = { type?: string; enum?: unknown[]; pattern?: string; maxLength?: number; minLength?: number; format?: string };

// The client's own details an intake field asks again (by its name), as the person has them.
const PERSON_FIELDS: readonly [RegExp, (person: DemoPerson) => string][] = [
  [/^first.?name$/i, (person) => person.firstName],
  [/^(last.?name|surname|family.?name)$/i, (person) => person.lastName],
  [/^(full.?)?name$/i, (person) => `${person.firstName} ${person.lastName}`],
  [/^(id.?number|national.?id|teudat.?zehut)$/i, (person) => person.idNumber],
  [/birth/i, (person) => person.birthDate],
  [/^(mobile|cell)/i, (person) => person.mobilePhone ?? person.phone],
  [/phone|^tel/i, (person) => person.phone],
  [/e.?mail/i, (person) => person.email],
  [/^gender$|^sex$/i, (person) => person.gender],
  [/^city$/i, (person) => person.address.city],
  [/^(street|address)$/i, (person) => person.address.street],
];

// Whether a value is one the field takes: its type, choices, pattern and length.
function fits(property: IntakeProperty, value: string): boolean {
  if (property.type !== 'string') return false;
  if (property.enum && !property.enum.includes(value)) return false;
  if (property.pattern !== undefined && !new RegExp(property.pattern, 'u').test(value)) return false;
  return value.length <= (property.maxLength ?? Infinity) && value.length >= (property.minLength ?? 0);
}

// An intake drawn from the form: the person's own details where the form asks them again, the rest drawn by field.
function drawnIntake(form: FormDefinition, language: IntakeOffice['language'], random: DemoRandom, person: DemoPerson, now: Date): Record<string, unknown> {
  const extras = intakeExtrasForm(form);
  const properties = (extras.schema as { properties?: Record<string, IntakeProperty> }).properties ?? {};
  const given: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    const value = PERSON_FIELDS.find(([pattern]) => pattern.test(key))?.[1](person);
    if (value !== undefined && fits(property, value)) given[key] = value;
  }
  return drawRecordData(extras, { random, now, language, index: 0, given });
}

/**
 * The office-specific intake values of a demo client (spec 2 §3: the fields the office type's client-intake
 * form adds to the client's own), valid for that form: hand-made for the shipped office types, drawn from the
 * form's fields for any other (one dropped into office-types/); empty for a form that adds none.
 */
export function demoIntake(office: IntakeOffice, random: DemoRandom, person: DemoPerson, now: Date): Record<string, unknown> {
  const draw = DRAWS[office.officeType];
  if (draw) return draw(random, person, now);
  return office.intakeForm ? drawnIntake(office.intakeForm, office.language, random, person, now) : {};
}
