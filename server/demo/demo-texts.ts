/** A note a professional writes on a client, in Hebrew and in English (for English-speaking clients). */
export interface DemoNoteText {
  type: 'general' | 'meeting' | 'call' | 'email' | 'task';
  he: string;
  en: string;
}

/** A word of demo data in Hebrew and in English: stored in the office's language. */
export interface DemoWord {
  he: string;
  en: string;
}

/** What an office of each type sells, for its opportunities: a title and a value range in ILS. */
export interface DemoDeal {
  title: DemoWord;
  min: number;
  max: number;
}

/**
 * The office-specific words of demo data: notes, deals, tags and where clients come from. `sources` are the
 * option values (codes, shown by the form's labels) of the intake form's field that fills the record's source
 * where the office type's form has one, and words in the office's language where it has none.
 */
export interface DemoOfficeTexts {
  notes: readonly DemoNoteText[];
  deals: readonly DemoDeal[];
  tags: readonly DemoWord[];
  sources: readonly (string | DemoWord)[];
}

const w = (he: string, en: string): DemoWord => ({ he, en });
const deal = (he: string, en: string, min: number, max: number): DemoDeal => ({ title: w(he, en), min, max });

// Where clients come from, for an office whose intake form has no field for it.
const SOURCE_WORDS = {
  website: w('אתר המשרד', 'Website'),
  referral: w('המלצה', 'Referral'),
  google: w('חיפוש בגוגל', 'Google search'),
  facebook: w('פייסבוק', 'Facebook'),
  walkIn: w('הגיע למשרד', 'Walk-in'),
  existingClient: w('לקוח קיים', 'Existing client'),
  hmoReferral: w('הפניה מקופת חולים', 'HMO referral'),
} as const;

/** Notes that fit any office. */
export const COMMON_NOTES: readonly DemoNoteText[] = [
  { type: 'call', he: 'שיחה טלפונית, התבקשנו לחזור בשבוע הבא.', en: 'Spoke on the phone; asked us to call back next week.' },
  { type: 'email', he: 'נשלח סיכום פגישה במייל ואושר.', en: 'Meeting summary sent by e-mail and confirmed.' },
  { type: 'general', he: 'העדפה ליצירת קשר בוואטסאפ, לא בשעות העבודה.', en: 'Prefers WhatsApp, outside working hours.' },
  { type: 'task', he: 'לשלוח טופס הסכמה לחתימה דיגיטלית.', en: 'Send the consent form for digital signature.' },
  { type: 'meeting', he: 'פגישת היכרות במשרד, הוסברו תנאי השירות.', en: 'Introductory meeting at the office; terms of service explained.' },
  { type: 'general', he: 'עדכון כתובת ומספר טלפון לפי בקשת הלקוח.', en: 'Address and phone number updated at the client\'s request.' },
];

const medical: DemoOfficeTexts = {
  notes: [
    { type: 'meeting', he: 'ביקור ביקורת: לחץ דם תקין, להמשיך טיפול קיים.', en: 'Follow-up visit: blood pressure normal, continue current treatment.' },
    { type: 'call', he: 'שיחה לבירור תוצאות בדיקות דם. הוסבר שהתוצאות תקינות.', en: 'Called about blood test results; told they are normal.' },
    { type: 'task', he: 'לבקש התחייבות (טופס 17) מקופת החולים לפני ההפניה.', en: 'Request the HMO commitment form before the referral.' },
    { type: 'general', he: 'רגישות לפניצילין: לוודא לפני כל מרשם.', en: 'Penicillin allergy: check before any prescription.' },
  ],
  deals: [
    deal('חבילת בדיקות מקיפה', 'Comprehensive check-up package', 2_000, 6_000),
    deal('טיפול אורתודונטי', 'Orthodontic treatment', 12_000, 25_000),
    deal('ניתוח פרטי בהשתתפות ביטוח משלים', 'Private surgery with supplementary insurance', 15_000, 60_000),
    deal('מנוי מרפאה למשפחה', 'Family clinic membership', 3_000, 9_000),
    deal('בדיקת מנהלים', 'Executive health check-up', 4_000, 8_000),
  ],
  tags: [w('כרוני', 'chronic'), w('מועדף', 'vip'), w('חדש במרפאה', 'new-patient'), w('הפניה', 'referral')],
  sources: [SOURCE_WORDS.website, SOURCE_WORDS.referral, SOURCE_WORDS.google, SOURCE_WORDS.walkIn, SOURCE_WORDS.hmoReferral],
};

const legal: DemoOfficeTexts = {
  notes: [
    { type: 'meeting', he: 'פגישת ייעוץ ראשונה. נמסרו מסמכים, נבדק ניגוד עניינים.', en: 'First consultation. Documents received, conflict check done.' },
    { type: 'task', he: 'להגיש כתב הגנה עד סוף החודש.', en: 'File the statement of defence by the end of the month.' },
    { type: 'email', he: 'נשלחה טיוטת הסכם להערות הלקוח.', en: 'Draft agreement sent to the client for comments.' },
    { type: 'call', he: 'עדכון טלפוני על מועד הדיון בבית משפט השלום.', en: 'Phone update on the magistrates\' court hearing date.' },
  ],
  deals: [
    deal('ייצוג בתביעה אזרחית', 'Civil claim representation', 25_000, 120_000),
    deal('ליווי עסקת מקרקעין', 'Real-estate transaction', 8_000, 40_000),
    deal('הסכם ממון וצוואות', 'Prenuptial agreement and wills', 5_000, 15_000),
    deal('ריטיינר חודשי לחברה', 'Monthly company retainer', 60_000, 250_000),
    deal('חבילת רישום סימן מסחר', 'Trademark filing package', 6_000, 20_000),
  ],
  tags: [w('ליטיגציה', 'litigation'), w('ריטיינר', 'retainer'), w('מועד דיון', 'court-date'), w('חסוי', 'confidential')],
  sources: ['existing-client', 'attorney-referral', 'website', 'search', 'bar-referral'],
};

const accounting: DemoOfficeTexts = {
  notes: [
    { type: 'task', he: 'להשלים דוח שנתי עד 31 במאי. חסרים טופסי 106.', en: 'Finish the annual report by 31 May. Form 106 missing.' },
    { type: 'email', he: 'נשלחה דרישה לחשבוניות של חודשים ינואר–פברואר לדיווח מע״מ.', en: 'Asked for January–February invoices for the VAT report.' },
    { type: 'meeting', he: 'פגישת תכנון מס לקראת סוף השנה.', en: 'Year-end tax planning meeting.' },
    { type: 'call', he: 'שאלה לגבי מקדמות מס הכנסה. הוסבר ועודכן בפורטל.', en: 'Question about income-tax advances; explained and updated online.' },
  ],
  deals: [
    deal('הנהלת חשבונות שנתית', 'Yearly bookkeeping', 9_000, 36_000),
    deal('דוחות כספיים מבוקרים', 'Audited financial statements', 15_000, 80_000),
    deal('החזר מס לשכיר', 'Employee tax refund', 2_000, 6_000),
    deal('הצהרת הון', 'Capital declaration', 3_500, 12_000),
    deal('שירותי שכר שנתיים', 'Payroll services, yearly', 12_000, 48_000),
  ],
  tags: [w('מע״מ', 'vat'), w('דוח שנתי', 'annual-report'), w('שכר', 'payroll'), w('מועד אחרון', 'deadline')],
  sources: [SOURCE_WORDS.referral, SOURCE_WORDS.website, SOURCE_WORDS.facebook, SOURCE_WORDS.google, SOURCE_WORDS.existingClient],
};

const vet: DemoOfficeTexts = {
  notes: [
    { type: 'meeting', he: 'חיסון משושה ותילוע. לקבוע חיסון כלבת בעוד שנה.', en: 'Annual vaccine and deworming. Rabies shot due in a year.' },
    { type: 'call', he: 'הבעלים דיווחו על ירידה בתיאבון. הוזמנו לבדיקה.', en: 'Owner reported loss of appetite; booked an exam.' },
    { type: 'task', he: 'לשלוח תזכורת לטיפול שיניים.', en: 'Send a teeth-cleaning reminder.' },
    { type: 'general', he: 'החיה לחוצה בביקורים: להקצות תור ראשון בבוקר.', en: 'Anxious at visits: book the first slot of the morning.' },
  ],
  deals: [
    deal('עיקור/סירוס וחיסונים', 'Neutering and vaccinations', 2_000, 4_500),
    deal('ניתוח אורתופדי', 'Orthopaedic surgery', 8_000, 22_000),
    deal('חבילת טיפול שיניים', 'Teeth care package', 2_000, 5_000),
    deal('תוכנית טיפול לחיות מבוגרות', 'Senior pet care plan', 2_500, 7_000),
  ],
  tags: [w('כלב', 'dog'), w('חתול', 'cat'), w('חיסון', 'vaccination'), w('ניתוח', 'surgery')],
  sources: [SOURCE_WORDS.walkIn, SOURCE_WORDS.referral, SOURCE_WORDS.facebook, SOURCE_WORDS.google, SOURCE_WORDS.website],
};

const realEstate: DemoOfficeTexts = {
  notes: [
    { type: 'meeting', he: 'סיור בשלוש דירות ברמת גן. הדירה ברחוב ביאליק מעניינת.', en: 'Viewed three flats in Ramat Gan; the one on Bialik is of interest.' },
    { type: 'call', he: 'הקונה מבקש להוריד 50,000 ₪ מהמחיר המבוקש.', en: 'Buyer asks for ILS 50,000 off the asking price.' },
    { type: 'task', he: 'להזמין שמאי ולבדוק נסח טאבו.', en: 'Order an appraiser and check the land registry extract.' },
    { type: 'email', he: 'נשלחו תמונות ותוכנית הדירה.', en: 'Sent photos and the floor plan.' },
  ],
  deals: [
    deal('תיווך מכירת דירה', 'Apartment sale brokerage', 20_000, 120_000),
    deal('תיווך השכרה', 'Rental brokerage', 4_000, 15_000),
    deal('בלעדיות שיווק פנטהאוז', 'Penthouse marketing exclusive', 60_000, 250_000),
    deal('ייצוג קונה בדירה מקבלן', 'Buyer representation, new build', 25_000, 90_000),
  ],
  tags: [w('קונה', 'buyer'), w('מוכר', 'seller'), w('שכירות', 'rental'), w('בלעדיות', 'exclusive')],
  sources: ['yad2', 'madlan', 'facebook', 'website', 'sign', 'referral', 'walk-in'],
};

const insurance: DemoOfficeTexts = {
  notes: [
    { type: 'meeting', he: 'בדיקת תיק ביטוחי מלאה, נמצאה כפילות בביטוח בריאות.', en: 'Full portfolio review; found duplicate health cover.' },
    { type: 'call', he: 'דיווח על תביעה בביטוח רכב. נפתחה תביעה מול החברה.', en: 'Car insurance claim reported; claim opened with the insurer.' },
    { type: 'task', he: 'לחדש פוליסת דירה לפני סוף החודש.', en: 'Renew the home policy before the end of the month.' },
    { type: 'email', he: 'נשלחה הצעת מחיר לביטוח חיים ריסק.', en: 'Sent a quote for term life insurance.' },
  ],
  deals: [
    deal('ביטוח חיים ריסק למשכנתא', 'Mortgage term life insurance', 3_000, 15_000),
    deal('ניוד קרן פנסיה', 'Pension fund transfer', 20_000, 250_000),
    deal('ביטוח בריאות משפחתי', 'Family health insurance', 4_000, 12_000),
    deal('ביטוח לעסק', 'Business insurance', 6_000, 40_000),
    deal('פוליסת סיעוד', 'Long-term care policy', 5_000, 18_000),
  ],
  tags: [w('חיים', 'life'), w('בריאות', 'health'), w('פנסיה', 'pension'), w('רכב', 'car')],
  sources: ['referral', 'existing-client', 'website', 'social-media', 'google', 'campaign', 'employer'],
};

const generic: DemoOfficeTexts = {
  notes: [
    { type: 'meeting', he: 'פגישת אפיון צרכים. לשלוח הצעת מחיר.', en: 'Needs assessment meeting. Send a quote.' },
    { type: 'task', he: 'להכין חשבונית עסקה.', en: 'Prepare a pro-forma invoice.' },
  ],
  deals: [deal('פרויקט ייעוץ', 'Consulting project', 5_000, 40_000), deal('שירות שנתי', 'Yearly service', 2_000, 20_000), deal('ריטיינר ייעוץ', 'Consulting retainer', 10_000, 60_000)],
  tags: [w('מועדף', 'vip'), w('ניוזלטר', 'newsletter'), w('שותף', 'partner')],
  sources: [SOURCE_WORDS.website, SOURCE_WORDS.referral, SOURCE_WORDS.facebook, SOURCE_WORDS.walkIn, SOURCE_WORDS.google],
};

const BY_OFFICE_TYPE: Readonly<Record<string, DemoOfficeTexts>> = { medical, legal, accounting, veterinary: vet, 'real-estate': realEstate, insurance, generic };

/** The office-specific words for an office type; an unknown type gets the generic office's. */
export function demoOfficeTexts(officeType: string): DemoOfficeTexts {
  return BY_OFFICE_TYPE[officeType] ?? generic;
}

/** The tag keywords of spec 2 §9 that a client may carry (engine/clients' tagColour knows them in both languages). */
export const SPEC_TAGS: readonly DemoWord[] = [w('הצעת מחיר', 'quote'), w('פוליסה', 'policy'), w('תביעה', 'claim'), w('חידוש', 'renewal'), w('חשוב', 'important'), w('דחוף', 'urgent')];

/** What a follow-up is for. */
export const FOLLOW_UP_NOTES: readonly (readonly [he: string, en: string])[] = [
  ['לחזור עם הצעת מחיר מעודכנת', 'Call back with an updated quote'],
  ['לבדוק אם התקבלו המסמכים החסרים', 'Check whether the missing documents arrived'],
  ['שיחת מעקב אחרי הפגישה', 'Follow-up call after the meeting'],
  ['לתאם פגישה הבאה', 'Schedule the next meeting'],
  ['תזכורת חידוש שנתי', 'Annual renewal reminder'],
];

/** A short standing remark on a client: [masculine, feminine, English]. */
export const MANAGEMENT_NOTES: readonly (readonly [string, string, string])[] = [
  ['מעדיף פגישות בשעות הבוקר', 'מעדיפה פגישות בשעות הבוקר', 'Prefers morning appointments'],
  ['הגיע בהמלצת בן משפחה', 'הגיעה בהמלצת בת משפחה', 'Referred by a family member'],
  ['לשלוח מסמכים בדואר אלקטרוני בלבד', 'לשלוח מסמכים בדואר אלקטרוני בלבד', 'Send documents by e-mail only'],
  ['דובר גם רוסית', 'דוברת גם רוסית', 'Also speaks French'],
  ['בקשר איתנו כבר שנים רבות', 'בקשר איתנו כבר שנים רבות', 'With us for many years'],
];
