/** A note a professional writes on a client, in Hebrew and in English (for English-speaking clients). */
export interface DemoNoteText {
  type: 'general' | 'meeting' | 'call' | 'email' | 'task';
  he: string;
  en: string;
}

/** What an office of each type sells, for its opportunities: a title and a value range in ILS. */
export interface DemoDeal {
  title: string;
  min: number;
  max: number;
}

/**
 * The office-specific words of demo data: notes, deals, tags and where clients come from (`sources`: the
 * values of the intake form's field that fills the record's source, where the office type's form has one).
 */
export interface DemoOfficeTexts {
  notes: readonly DemoNoteText[];
  deals: readonly DemoDeal[];
  tags: readonly string[];
  sources: readonly string[];
}

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
  deals: [{ title: 'חבילת בדיקות מקיפה', min: 2_000, max: 6_000 }, { title: 'טיפול אורתודונטי', min: 12_000, max: 25_000 }, { title: 'ניתוח פרטי בהשתתפות ביטוח משלים', min: 15_000, max: 60_000 }, { title: 'מנוי מרפאה למשפחה', min: 3_000, max: 9_000 }, { title: 'Executive health check-up', min: 4_000, max: 8_000 }],
  tags: ['chronic', 'vip', 'new-patient', 'referral'],
  sources: ['website', 'referral', 'google', 'walk-in', 'hmo-referral'],
};

const legal: DemoOfficeTexts = {
  notes: [
    { type: 'meeting', he: 'פגישת ייעוץ ראשונה. נמסרו מסמכים, נבדק ניגוד עניינים.', en: 'First consultation. Documents received, conflict check done.' },
    { type: 'task', he: 'להגיש כתב הגנה עד סוף החודש.', en: 'File the statement of defence by the end of the month.' },
    { type: 'email', he: 'נשלחה טיוטת הסכם להערות הלקוח.', en: 'Draft agreement sent to the client for comments.' },
    { type: 'call', he: 'עדכון טלפוני על מועד הדיון בבית משפט השלום.', en: 'Phone update on the magistrates\' court hearing date.' },
  ],
  deals: [{ title: 'ייצוג בתביעה אזרחית', min: 25_000, max: 120_000 }, { title: 'ליווי עסקת מקרקעין', min: 8_000, max: 40_000 }, { title: 'הסכם ממון וצוואות', min: 5_000, max: 15_000 }, { title: 'ריטיינר חודשי לחברה', min: 60_000, max: 250_000 }, { title: 'Trademark filing package', min: 6_000, max: 20_000 }],
  tags: ['litigation', 'retainer', 'court-date', 'confidential'],
  sources: ['existing-client', 'attorney-referral', 'website', 'search', 'bar-referral'],
};

const accounting: DemoOfficeTexts = {
  notes: [
    { type: 'task', he: 'להשלים דוח שנתי עד 31 במאי. חסרים טופסי 106.', en: 'Finish the annual report by 31 May. Form 106 missing.' },
    { type: 'email', he: 'נשלחה דרישה לחשבוניות של חודשים ינואר–פברואר לדיווח מע״מ.', en: 'Asked for January–February invoices for the VAT report.' },
    { type: 'meeting', he: 'פגישת תכנון מס לקראת סוף השנה.', en: 'Year-end tax planning meeting.' },
    { type: 'call', he: 'שאלה לגבי מקדמות מס הכנסה. הוסבר ועודכן בפורטל.', en: 'Question about income-tax advances; explained and updated online.' },
  ],
  deals: [{ title: 'הנהלת חשבונות שנתית', min: 9_000, max: 36_000 }, { title: 'דוחות כספיים מבוקרים', min: 15_000, max: 80_000 }, { title: 'החזר מס לשכיר', min: 2_000, max: 6_000 }, { title: 'הצהרת הון', min: 3_500, max: 12_000 }, { title: 'Payroll services, yearly', min: 12_000, max: 48_000 }],
  tags: ['vat', 'annual-report', 'payroll', 'deadline'],
  sources: ['referral', 'website', 'facebook', 'google', 'existing-client'],
};

const vet: DemoOfficeTexts = {
  notes: [
    { type: 'meeting', he: 'חיסון משושה ותילוע. לקבוע חיסון כלבת בעוד שנה.', en: 'Annual vaccine and deworming. Rabies shot due in a year.' },
    { type: 'call', he: 'הבעלים דיווחו על ירידה בתיאבון. הוזמנו לבדיקה.', en: 'Owner reported loss of appetite; booked an exam.' },
    { type: 'task', he: 'לשלוח תזכורת לטיפול שיניים.', en: 'Send a teeth-cleaning reminder.' },
    { type: 'general', he: 'החיה לחוצה בביקורים: להקצות תור ראשון בבוקר.', en: 'Anxious at visits: book the first slot of the morning.' },
  ],
  deals: [{ title: 'עיקור/סירוס וחיסונים', min: 2_000, max: 4_500 }, { title: 'ניתוח אורתופדי', min: 8_000, max: 22_000 }, { title: 'חבילת טיפול שיניים', min: 2_000, max: 5_000 }, { title: 'Senior pet care plan', min: 2_500, max: 7_000 }],
  tags: ['dog', 'cat', 'vaccination', 'surgery'],
  sources: ['walk-in', 'referral', 'facebook', 'google', 'website'],
};

const realEstate: DemoOfficeTexts = {
  notes: [
    { type: 'meeting', he: 'סיור בשלוש דירות ברמת גן. הדירה ברחוב ביאליק מעניינת.', en: 'Viewed three flats in Ramat Gan; the one on Bialik is of interest.' },
    { type: 'call', he: 'הקונה מבקש להוריד 50,000 ₪ מהמחיר המבוקש.', en: 'Buyer asks for ILS 50,000 off the asking price.' },
    { type: 'task', he: 'להזמין שמאי ולבדוק נסח טאבו.', en: 'Order an appraiser and check the land registry extract.' },
    { type: 'email', he: 'נשלחו תמונות ותוכנית הדירה.', en: 'Sent photos and the floor plan.' },
  ],
  deals: [{ title: 'תיווך מכירת דירה', min: 20_000, max: 120_000 }, { title: 'תיווך השכרה', min: 4_000, max: 15_000 }, { title: 'בלעדיות שיווק פנטהאוז', min: 60_000, max: 250_000 }, { title: 'Buyer representation, new build', min: 25_000, max: 90_000 }],
  tags: ['buyer', 'seller', 'rental', 'exclusive'],
  sources: ['yad2', 'madlan', 'facebook', 'website', 'sign', 'referral', 'walk-in'],
};

const insurance: DemoOfficeTexts = {
  notes: [
    { type: 'meeting', he: 'בדיקת תיק ביטוחי מלאה, נמצאה כפילות בביטוח בריאות.', en: 'Full portfolio review; found duplicate health cover.' },
    { type: 'call', he: 'דיווח על תביעה בביטוח רכב. נפתחה תביעה מול החברה.', en: 'Car insurance claim reported; claim opened with the insurer.' },
    { type: 'task', he: 'לחדש פוליסת דירה לפני סוף החודש.', en: 'Renew the home policy before the end of the month.' },
    { type: 'email', he: 'נשלחה הצעת מחיר לביטוח חיים ריסק.', en: 'Sent a quote for term life insurance.' },
  ],
  deals: [{ title: 'ביטוח חיים ריסק למשכנתא', min: 3_000, max: 15_000 }, { title: 'ניוד קרן פנסיה', min: 20_000, max: 250_000 }, { title: 'ביטוח בריאות משפחתי', min: 4_000, max: 12_000 }, { title: 'ביטוח לעסק', min: 6_000, max: 40_000 }, { title: 'Long-term care policy', min: 5_000, max: 18_000 }],
  tags: ['life', 'health', 'pension', 'car'],
  sources: ['referral', 'existing-client', 'website', 'social-media', 'google', 'campaign', 'employer'],
};

const generic: DemoOfficeTexts = {
  notes: [
    { type: 'meeting', he: 'פגישת אפיון צרכים. לשלוח הצעת מחיר.', en: 'Needs assessment meeting. Send a quote.' },
    { type: 'task', he: 'להכין חשבונית עסקה.', en: 'Prepare a pro-forma invoice.' },
  ],
  deals: [{ title: 'פרויקט ייעוץ', min: 5_000, max: 40_000 }, { title: 'שירות שנתי', min: 2_000, max: 20_000 }, { title: 'Consulting retainer', min: 10_000, max: 60_000 }],
  tags: ['vip', 'newsletter', 'partner'],
  sources: ['website', 'referral', 'facebook', 'walk-in', 'google'],
};

const BY_OFFICE_TYPE: Readonly<Record<string, DemoOfficeTexts>> = { medical, legal, accounting, veterinary: vet, 'real-estate': realEstate, insurance, generic };

/** The office-specific words for an office type; an unknown type gets the generic office's. */
export function demoOfficeTexts(officeType: string): DemoOfficeTexts {
  return BY_OFFICE_TYPE[officeType] ?? generic;
}

/** The tag keywords of spec 2 §9 that a client may carry. */
export const SPEC_TAGS = ['client', 'quote', 'policy', 'claim', 'renewal', 'important', 'urgent'] as const;

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
