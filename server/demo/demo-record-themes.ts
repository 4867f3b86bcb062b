import type { DemoText } from './demo-record-words';
import type { DemoWord } from './demo-texts';

/** Values that belong together in one record (a diagnosis with its code and plan): texts in both languages, codes as the form stores them. */
export type ThemeEntry = Readonly<Record<string, DemoText | number | boolean>>;

/**
 * A theme applies to a form that has every field of its anchor; the most specific themes first. `{lastName}` in a
 * text is the record's client's last name.
 */
export interface RecordTheme {
  anchor: readonly string[];
  entries: readonly ThemeEntry[];
}

const w = (he: string, en: string): DemoWord => ({ he, en });

const VISITS: RecordTheme = {
  anchor: ['title', 'diagnosisCode'],
  entries: [
    { title: w('כאב גרון וחום', 'Sore throat and fever'), encounterType: 'clinic-visit', chiefComplaint: w('כאב גרון וחום 38.4 מזה יומיים', 'Sore throat and a 38.4 fever for two days'), findings: w('לוע אדום, שקדים מוגדלים ללא משקעים, בלוטות צוואר רגישות', 'Red pharynx, enlarged tonsils without exudate, tender neck nodes'), diagnosis: w('דלקת לוע חריפה', 'Acute pharyngitis'), diagnosisCode: 'J02.9', treatmentPlan: w('משככי כאבים, שתייה מרובה, משטח גרון; ביקורת אם החום נמשך מעל 3 ימים', 'Pain relief, fluids, throat swab; review if the fever lasts over 3 days') },
    { title: w('מעקב לחץ דם', 'Blood pressure review'), encounterType: 'follow-up', chiefComplaint: w('ביקורת תקופתית', 'Routine review'), findings: w('לחץ דם 142/88, דופק 76 סדיר', 'BP 142/88, pulse 76 regular'), diagnosis: w('יתר לחץ דם', 'Hypertension'), diagnosisCode: 'I10', treatmentPlan: w('המשך נורבסק 5 מ״ג, מדידות ביתיות, בדיקות דם לפני הביקורת הבאה', 'Continue amlodipine 5 mg, home readings, blood tests before the next review') },
    { title: w('מעקב סוכרת', 'Diabetes review'), encounterType: 'follow-up', chiefComplaint: w('מעקב סוכרת ותוצאות HbA1c', 'Diabetes review and HbA1c results'), findings: w('HbA1c 7.4%, משקל יציב, בדיקת כפות רגליים תקינה', 'HbA1c 7.4%, stable weight, normal foot examination'), diagnosis: w('סוכרת סוג 2', 'Type 2 diabetes'), diagnosisCode: 'E11.9', treatmentPlan: w('העלאת מטפורמין ל-1000 מ״ג פעמיים ביום, הפניה לדיאטנית', 'Raise metformin to 1000 mg twice daily, refer to a dietitian') },
    { title: w('כאבי גב תחתון', 'Low back pain'), encounterType: 'clinic-visit', chiefComplaint: w('כאב גב תחתון לאחר הרמת משא', 'Low back pain after lifting'), findings: w('רגישות פרה-ורטברלית, ללא סימנים נוירולוגיים', 'Paravertebral tenderness, no neurological signs'), diagnosis: w('כאב גב תחתון מכני', 'Mechanical low back pain'), diagnosisCode: 'M54.5', treatmentPlan: w('נוגדי דלקת לשבוע, פיזיותרפיה, חזרה הדרגתית לפעילות', 'Anti-inflammatories for a week, physiotherapy, gradual return to activity') },
    { title: w('שיעול ונזלת', 'Cough and runny nose'), encounterType: 'telemedicine', chiefComplaint: w('שיעול ונזלת מזה 4 ימים', 'Cough and runny nose for 4 days'), findings: w('שיחת וידאו: ללא קוצר נשימה, חום עד 37.8', 'Video call: no shortness of breath, temperature up to 37.8'), diagnosis: w('זיהום בדרכי הנשימה העליונות', 'Upper respiratory infection'), diagnosisCode: 'J06.9', treatmentPlan: w('טיפול תומך, לפנות שוב אם מופיע קוצר נשימה', 'Supportive care; come back if short of breath') },
    { title: w('צרבת חוזרת', 'Recurrent heartburn'), encounterType: 'clinic-visit', chiefComplaint: w('צרבת אחרי ארוחות, בעיקר בלילה', 'Heartburn after meals, mostly at night'), findings: w('בטן רכה, ללא רגישות', 'Soft abdomen, no tenderness'), diagnosis: w('מחלת ריפלוקס', 'Gastro-oesophageal reflux'), diagnosisCode: 'K21.9', treatmentPlan: w('אומפרדקס 20 מ״ג לחודש, שינויים בתזונה', 'Omeprazole 20 mg for a month, diet changes') },
  ],
};

const PRESCRIPTIONS: RecordTheme = {
  anchor: ['medication', 'dose', 'frequency', 'refills'],
  entries: [
    { medication: w('אמוקסיצילין', 'Amoxicillin'), dose: w('500 מ״ג', '500 mg'), route: 'oral', frequency: w('3 פעמים ביום', 'Three times a day'), durationDays: 10, refills: 0, isRepeat: false, instructions: w('להשלים את כל הטיפול גם אם ההרגשה משתפרת', 'Finish the whole course even if you feel better') },
    { medication: w('נורבסק', 'Amlodipine'), dose: w('5 מ״ג', '5 mg'), route: 'oral', frequency: w('פעם ביום', 'Once a day'), durationDays: 90, refills: 3, isRepeat: true, instructions: w('בבוקר, באותה שעה בכל יום', 'In the morning, at the same time every day') },
    { medication: w('מטפורמין', 'Metformin'), dose: w('850 מ״ג', '850 mg'), route: 'oral', frequency: w('פעמיים ביום', 'Twice a day'), durationDays: 90, refills: 3, isRepeat: true, instructions: w('עם הארוחה', 'With meals') },
    { medication: w('ונטולין', 'Salbutamol inhaler'), dose: w('2 שאיפות', '2 puffs'), route: 'inhaled', frequency: w('לפי הצורך, עד 4 פעמים ביום', 'As needed, up to 4 times a day'), durationDays: 30, refills: 1, isRepeat: false, instructions: w('לשטוף את הפה אחרי השימוש', 'Rinse your mouth after use') },
    { medication: w('אומפרדקס', 'Omeprazole'), dose: w('20 מ״ג', '20 mg'), route: 'oral', frequency: w('פעם ביום', 'Once a day'), durationDays: 30, refills: 0, isRepeat: false, instructions: w('חצי שעה לפני ארוחת הבוקר', 'Half an hour before breakfast') },
    { medication: w('פוסידין משחה', 'Fusidic acid cream'), dose: w('שכבה דקה', 'A thin layer'), route: 'topical', frequency: w('3 פעמים ביום', 'Three times a day'), durationDays: 7, refills: 0, isRepeat: false, instructions: w('על האזור הנגוע בלבד', 'On the affected area only') },
    { medication: w('ליפיטור', 'Atorvastatin'), dose: w('20 מ״ג', '20 mg'), route: 'oral', frequency: w('פעם ביום בערב', 'Once a day in the evening'), durationDays: 90, refills: 3, isRepeat: true },
  ],
};

const LABS: RecordTheme = {
  anchor: ['test', 'category'],
  entries: [
    { test: w('ספירת דם מלאה', 'Complete blood count'), category: 'blood', isFasting: false, result: w('המוגלובין 13.8, לויקוציטים 7.2, טסיות 245 — בטווח התקין', 'Haemoglobin 13.8, WBC 7.2, platelets 245 — within range'), isAbnormal: false },
    { test: 'HbA1c', category: 'blood', isFasting: false, result: w('7.4% (יעד: מתחת ל-7%)', '7.4% (target: below 7%)'), isAbnormal: true },
    { test: w('פרופיל שומנים', 'Lipid profile'), category: 'blood', isFasting: true, result: w('LDL 142 — מעל היעד', 'LDL 142 — above target'), isAbnormal: true },
    { test: w('בדיקת שתן כללית', 'Urinalysis'), category: 'urine', isFasting: false, result: w('ללא ממצאים חריגים', 'No abnormal findings'), isAbnormal: false },
    { test: w('תרבית שתן', 'Urine culture'), category: 'microbiology', isFasting: false, result: w('E. coli מעל 100,000, רגיש לניטרופורנטואין', 'E. coli over 100,000, sensitive to nitrofurantoin'), isAbnormal: true },
    { test: w('משטח גרון', 'Throat swab'), category: 'microbiology', isFasting: false, result: w('שלילי לסטרפטוקוק', 'Negative for streptococcus'), isAbnormal: false },
    { test: w('תפקודי בלוטת התריס', 'Thyroid function'), category: 'blood', isFasting: false, result: w('TSH 2.1 — תקין', 'TSH 2.1 — normal'), isAbnormal: false },
    { test: w('גלוקוז בצום', 'Fasting glucose'), category: 'blood', isFasting: true, result: w('112 מ״ג/ד״ל', '112 mg/dL'), isAbnormal: true },
  ],
};

const MEDICAL_BILLING: RecordTheme = {
  anchor: ['services', 'payer'],
  entries: [
    { services: w('ייעוץ רופא מומחה', 'Specialist consultation'), amount: 450, payer: 'self-pay' },
    { services: w('ייעוץ ובדיקת אק״ג', 'Consultation and ECG'), amount: 620, payer: 'co-pay', insurer: w('כללית מושלם', 'Clalit Mushlam') },
    { services: w('ביקור בית', 'Home visit'), amount: 750, payer: 'self-pay' },
    { services: w('הסרת נגע עור', 'Skin lesion removal'), amount: 1200, payer: 'insurer', insurer: w('מכבי שלי', 'Maccabi Sheli') },
    { services: w('ייעוץ וידאו', 'Video consultation'), amount: 280, payer: 'self-pay' },
    { services: w('בדיקה תקופתית מקיפה', 'Comprehensive check-up'), amount: 980, payer: 'insurer', insurer: w('הראל ביטוח בריאות', 'Harel health insurance') },
  ],
};

const MATTERS: RecordTheme = {
  anchor: ['title', 'practiceArea'],
  entries: [
    { title: w('{lastName} נ׳ י.ש. בנייה — ליקויי בנייה', '{lastName} v. Y.S. Construction — building defects'), practiceArea: 'litigation', court: w('בית משפט השלום בתל אביב-יפו', "Tel Aviv-Jaffa Magistrates' Court"), feeArrangement: 'hourly', summary: w('תביעה כספית נגד הקבלן בגין ליקויי רטיבות וסדקים בדירה שנמסרה', 'A claim against the contractor for damp and cracks in the apartment handed over') },
    { title: w('{lastName} — הסכם מייסדים', '{lastName} — founders agreement'), practiceArea: 'corporate', feeArrangement: 'flat-fee', summary: w('הקמת חברה בע״מ, תקנון והסכם מייסדים לשלושה שותפים', 'Incorporation, articles and a founders agreement for three partners') },
    { title: w('{lastName} — רכישת דירה מקבלן', '{lastName} — new-build apartment purchase'), practiceArea: 'real-estate', feeArrangement: 'flat-fee', summary: w('בדיקת חוזה המכר, הערת אזהרה וליווי עד רישום בטאבו', 'Review of the sale contract, a caveat, and support until registration') },
    { title: w('{lastName} — גירושין בהסכמה', '{lastName} — uncontested divorce'), practiceArea: 'family', court: w('בית המשפט לענייני משפחה ברמת גן', 'Ramat Gan Family Court'), feeArrangement: 'flat-fee', summary: w('הסכם גירושין, הסדרי שהות ומזונות, אישור ההסכם בבית המשפט', 'Divorce agreement, parenting time and support, approval by the court') },
    { title: w('מדינת ישראל נ׳ {lastName}', 'State of Israel v. {lastName}'), practiceArea: 'criminal', court: w('בית משפט השלום בירושלים', "Jerusalem Magistrates' Court"), feeArrangement: 'flat-fee', summary: w('ייצוג בכתב אישום בעבירת תעבורה, בחינת הסדר טיעון', 'Defence in a traffic indictment, exploring a plea agreement') },
    { title: w('{lastName} — רישום סימן מסחר', '{lastName} — trademark registration'), practiceArea: 'ip', feeArrangement: 'flat-fee', summary: w('בדיקת זמינות ורישום סימן מסחר בסוגים 9 ו-42', 'Clearance search and registration in classes 9 and 42') },
    { title: w('{lastName} נ׳ המעסיק לשעבר — פיצויי פיטורים', '{lastName} v. former employer — severance pay'), practiceArea: 'employment', court: w('בית הדין האזורי לעבודה בתל אביב', 'Tel Aviv Regional Labour Court'), feeArrangement: 'contingency', summary: w('תביעה לפיצויי פיטורים, הודעה מוקדמת ופדיון חופשה', 'A claim for severance, notice pay and unused leave') },
    { title: w('{lastName} — ייעוץ שוטף לחברה', '{lastName} — ongoing company counsel'), practiceArea: 'corporate', feeArrangement: 'monthly-retainer', summary: w('ליווי משפטי שוטף: חוזי ספקים, הסכמי עבודה ופרטיות', 'Ongoing counsel: supplier contracts, employment agreements and privacy') },
    { title: w('{lastName} נ׳ ועד הבית — נזקי מים', '{lastName} v. house committee — water damage'), practiceArea: 'litigation', court: w('בית משפט השלום בחיפה', "Haifa Magistrates' Court"), feeArrangement: 'hourly', summary: w('תביעה בגין נזקי מים מצנרת משותפת', 'A claim for water damage from a shared pipe') },
  ],
};

const TIME_ENTRIES: RecordTheme = {
  anchor: ['narrative', 'activity'],
  entries: [
    { activity: 'research', narrative: w('מחקר פסיקה בעניין ליקויי בנייה', 'Case-law research on building defects') },
    { activity: 'drafting', narrative: w('טיוטת כתב תביעה', 'Drafting the statement of claim') },
    { activity: 'review', narrative: w('עיון בחוזה ובהערות הצד שכנגד', "Review of the contract and the other side's comments") },
    { activity: 'client-communication', narrative: w('שיחה עם הלקוח על התקדמות התיק', 'Call with the client on progress') },
    { activity: 'meeting', narrative: w('פגישה במשרד עם הלקוח ורואה החשבון', 'Office meeting with the client and the accountant') },
    { activity: 'court', narrative: w('דיון קדם משפט', 'Pre-trial hearing') },
    { activity: 'travel', narrative: w('נסיעה לבית המשפט וחזרה', 'Travel to and from court') },
    { activity: 'drafting', narrative: w('תיקון הסכם לפי הערות הלקוח', "Revising the agreement per the client's comments") },
  ],
};

const TRUST: RecordTheme = {
  anchor: ['entryType', 'description'],
  entries: [
    { entryType: 'deposit', description: w('הפקדת פיקדון על חשבון הוצאות', 'Deposit on account of expenses'), paymentMethod: 'bank-transfer' },
    { entryType: 'deposit', description: w('כספי נאמנות לעסקת מקרקעין', 'Escrow funds for a property deal'), paymentMethod: 'bank-transfer' },
    { entryType: 'disbursement', description: w('אגרת בית משפט', 'Court fee'), counterparty: w('הנהלת בתי המשפט', 'Courts Administration'), paymentMethod: 'credit-card' },
    { entryType: 'disbursement', description: w('שכר מומחה — שמאי', "Expert's fee — appraiser"), paymentMethod: 'bank-transfer' },
    { entryType: 'fee-transfer', description: w('העברת שכר טרחה לפי חשבונית', 'Fee transfer per invoice'), paymentMethod: 'bank-transfer' },
    { entryType: 'refund', description: w('החזר יתרת פיקדון ללקוח', 'Refund of the deposit balance to the client'), paymentMethod: 'cheque' },
  ],
};

const TAX_RETURNS: RecordTheme = {
  anchor: ['taxYear', 'returnType'],
  entries: [
    { returnType: 'form-1301', notes: w('דוח שנתי ליחיד, כולל הכנסה מהשכרת דירה', 'Individual annual return, with rental income') },
    { returnType: 'form-1301', notes: w('חסרים טופסי 106 משני מעסיקים', 'Missing Form 106 from two employers') },
    { returnType: 'form-135', outcome: 'refund', notes: w('בקשה להחזר מס — תרומות ונקודות זיכוי לילדים', 'Refund claim — donations and child credit points') },
    { returnType: 'form-1214', notes: w('דוח חברה, ממתין לדוחות כספיים מבוקרים', 'Company return, waiting for the audited statements') },
    { returnType: 'form-1215', notes: w('דוח עמותה', 'Nonprofit return') },
  ],
};

const PETS_VISITS: RecordTheme = {
  anchor: ['title', 'recordType', 'petName'],
  entries: [
    { title: w('בדיקה שנתית', 'Annual check-up'), recordType: 'examination', findings: w('מצב כללי טוב, שיניים עם אבנית קלה', 'Good general condition, mild tartar'), diagnosis: w('בריא', 'Healthy'), treatmentPlan: w('חיסון שנתי, ניקוי שיניים בעוד חצי שנה', 'Yearly vaccine, dental cleaning in six months') },
    { title: w('הקאות ושלשולים', 'Vomiting and diarrhoea'), recordType: 'illness', findings: w('התייבשות קלה, בטן רגישה', 'Mild dehydration, tender abdomen'), diagnosis: w('דלקת קיבה ומעיים', 'Gastroenteritis'), treatmentPlan: w('נוזלים תת-עוריים, מזון דיאטטי לשלושה ימים', 'Subcutaneous fluids, bland diet for three days') },
    { title: w('צליעה ברגל אחורית', 'Hind-leg lameness'), recordType: 'imaging', findings: w('צילום: ללא שבר, נפיחות ברך', 'X-ray: no fracture, swollen knee'), diagnosis: w('נקע', 'Sprain'), treatmentPlan: w('מנוחה, נוגדי דלקת ל-5 ימים', 'Rest, anti-inflammatories for 5 days') },
    { title: w('תוצאות בדיקות דם', 'Blood test results'), recordType: 'lab-result', findings: w('ערכי כליות מעט מוגברים', 'Kidney values slightly raised'), diagnosis: w('אי ספיקת כליות התחלתית', 'Early kidney disease'), treatmentPlan: w('מזון כליות, בדיקה חוזרת בעוד חודשיים', 'Renal diet, recheck in two months') },
    { title: w('ניקוי אבנית', 'Dental scaling'), recordType: 'dental', findings: w('אבנית בינונית, חניכיים מודלקות', 'Moderate tartar, inflamed gums'), diagnosis: w('דלקת חניכיים', 'Gingivitis'), treatmentPlan: w('ניקוי בהרדמה, אנטיביוטיקה לשבוע', 'Scaling under anaesthesia, a week of antibiotics') },
    { title: w('ביקורת אחרי ניתוח', 'Post-op check'), recordType: 'follow-up', findings: w('הפצע מחלים היטב', 'The wound is healing well'), diagnosis: w('החלמה תקינה', 'Normal recovery'), treatmentPlan: w('הוצאת תפרים בעוד 5 ימים', 'Stitches out in 5 days') },
    { title: w('גירוד ואדמומיות בעור', 'Itching and red skin'), recordType: 'illness', findings: w('פרעושים, אדמומיות בגב התחתון', 'Fleas, redness on the lower back'), diagnosis: w('דלקת עור אלרגית לפרעושים', 'Flea allergy dermatitis'), treatmentPlan: w('טיפול נגד פרעושים, משחה מקומית', 'Flea treatment, topical cream') },
  ],
};

const PET_PAPERS: RecordTheme = {
  anchor: ['paperType', 'petName'],
  entries: [
    { paperType: 'microchip-registration', issuer: w('השירותים הווטרינריים — משרד החקלאות', 'Veterinary Services, Ministry of Agriculture') },
    { paperType: 'dog-licence', issuer: w('הווטרינר העירוני', 'The municipal veterinarian') },
    { paperType: 'vaccination-booklet', issuer: w('המרפאה', 'The clinic') },
    { paperType: 'pet-insurance', issuer: w('מרפאט ביטוח חיות מחמד', 'Marpet pet insurance') },
    { paperType: 'pet-passport', issuer: w('השירותים הווטרינריים — משרד החקלאות', 'Veterinary Services, Ministry of Agriculture') },
    { paperType: 'adoption', issuer: w('תנו לחיות לחיות', 'Let the Animals Live') },
  ],
};

const PET_PRESCRIPTIONS: RecordTheme = {
  anchor: ['medication', 'petName'],
  entries: [
    { medication: w('סינולוקס', 'Synulox'), dose: w('250 מ״ג', '250 mg'), frequency: w('פעמיים ביום', 'Twice a day'), durationDays: 7, instructions: w('עם האוכל', 'With food') },
    { medication: w('מטקאם', 'Metacam'), dose: w('0.1 מ״ג לק״ג', '0.1 mg/kg'), frequency: w('פעם ביום', 'Once a day'), durationDays: 5, instructions: w('על האוכל, לא על בטן ריקה', 'On food, never on an empty stomach') },
    { medication: w('ברבקטו', 'Bravecto'), dose: w('טבליה אחת', 'One tablet'), frequency: w('פעם בשלושה חודשים', 'Every three months'), durationDays: 90 },
    { medication: w('אפוקל', 'Apoquel'), dose: w('16 מ״ג', '16 mg'), frequency: w('פעמיים ביום לשבועיים, אחר כך פעם ביום', 'Twice a day for two weeks, then once a day'), durationDays: 30 },
    { medication: w('טיפות עיניים טוברקס', 'Tobrex eye drops'), dose: w('טיפה אחת', 'One drop'), frequency: w('3 פעמים ביום', 'Three times a day'), durationDays: 7, instructions: w('לנקות את העין לפני', 'Clean the eye first') },
  ],
};

const PET_BILLING: RecordTheme = {
  anchor: ['services', 'petName'],
  entries: [
    { services: w('בדיקה כללית וחיסון שנתי', 'Check-up and yearly vaccine'), amount: 320, paymentMethod: 'credit-card' },
    { services: w('עיקור/סירוס', 'Spay or neuter'), amount: 1450, isEstimateApproved: true, paymentMethod: 'credit-card' },
    { services: w('ניקוי אבנית בהרדמה', 'Dental scaling under anaesthesia'), amount: 1100, isEstimateApproved: true, paymentMethod: 'pet-insurance', insurer: w('מרפאט', 'Marpet') },
    { services: w('בדיקות דם וצילום', 'Blood tests and X-ray'), amount: 780, paymentMethod: 'bit' },
    { services: w('ביקור חירום לילי', 'Night emergency visit'), amount: 650, paymentMethod: 'cash' },
    { services: w('שבב וחיסון כלבת', 'Microchip and rabies vaccine'), amount: 290, paymentMethod: 'credit-card' },
  ],
};

const EMERGENCIES: RecordTheme = {
  anchor: ['complaint', 'triageLevel'],
  entries: [
    { complaint: w('נדרס על ידי רכב', 'Hit by a car'), triageLevel: 'critical', initialTreatment: w('חמצן, עירוי, משככי כאבים, צילום חזה', 'Oxygen, IV fluids, pain relief, chest X-ray') },
    { complaint: w('בלע עצם', 'Swallowed a bone'), triageLevel: 'urgent', initialTreatment: w('צילום בטן, השגחה', 'Abdominal X-ray, observation') },
    { complaint: w('קושי בנשימה', 'Difficulty breathing'), triageLevel: 'critical', initialTreatment: w('חמצן, ייצוב', 'Oxygen, stabilisation') },
    { complaint: w('הקאות חוזרות', 'Repeated vomiting'), triageLevel: 'urgent', initialTreatment: w('נוזלים, נוגד הקאה', 'Fluids, anti-emetic') },
    { complaint: w('חתך בכרית הרגל', 'Cut paw pad'), triageLevel: 'stable', initialTreatment: w('חיטוי וחבישה', 'Cleaning and bandaging') },
    { complaint: w('מכת חום', 'Heatstroke'), triageLevel: 'critical', initialTreatment: w('קירור הדרגתי, עירוי', 'Gradual cooling, IV fluids') },
    { complaint: w('נשיכה מכלב אחר', 'Bitten by another dog'), triageLevel: 'stable', initialTreatment: w('ניקוי הפצע, אנטיביוטיקה', 'Wound cleaning, antibiotics') },
  ],
};

const VACCINATIONS: RecordTheme = {
  anchor: ['vaccine', 'petName'],
  entries: [
    { vaccine: 'rabies', species: 'dog', vaccineName: 'Rabisin', dose: 'booster' },
    { vaccine: 'rabies', species: 'cat', vaccineName: 'Rabisin', dose: 'booster' },
    { vaccine: 'canine-six-in-one', species: 'dog', vaccineName: 'Nobivac DHPPi+L', dose: 'booster' },
    { vaccine: 'canine-six-in-one', species: 'dog', vaccineName: 'Vanguard Plus', dose: 'second' },
    { vaccine: 'kennel-cough', species: 'dog', vaccineName: 'Nobivac KC', dose: 'first' },
    { vaccine: 'feline-four-in-one', species: 'cat', vaccineName: 'Purevax RCPCh', dose: 'booster' },
    { vaccine: 'felv', species: 'cat', vaccineName: 'Purevax FeLV', dose: 'first' },
    { vaccine: 'other', species: 'rabbit', vaccineOther: w('מיקסומטוזיס ו-RHD', 'Myxomatosis and RHD'), vaccineName: 'Nobivac Myxo-RHD' },
    { vaccine: 'other', species: 'bird', vaccineOther: w('פוליומה', 'Polyomavirus'), vaccineName: 'Psittimune APV' },
  ],
};

const SURGERIES: RecordTheme = {
  anchor: ['procedure', 'surgeryType'],
  entries: [
    { procedure: w('עיקור', 'Spay'), surgeryType: 'spay-neuter', urgency: 'elective', asaClass: 'asa-1', preOpNotes: w('צום מ-22:00, ללא מים מהבוקר', 'No food from 22:00, no water from the morning') },
    { procedure: w('סירוס', 'Neuter'), surgeryType: 'spay-neuter', urgency: 'elective', asaClass: 'asa-1' },
    { procedure: w('ניקוי אבנית ועקירת שיניים', 'Scaling and extractions'), surgeryType: 'dental', urgency: 'elective', asaClass: 'asa-2', preOpNotes: w('בדיקות דם לפני הרדמה', 'Pre-anaesthetic blood tests') },
    { procedure: w('הסרת גידול עורי', 'Skin mass removal'), surgeryType: 'mass-removal', urgency: 'elective', asaClass: 'asa-2', preOpNotes: w('לשלוח לפתולוגיה', 'Send to pathology') },
    { procedure: w('תיקון רצועה צולבת', 'Cruciate ligament repair'), surgeryType: 'orthopaedic', urgency: 'elective', asaClass: 'asa-2' },
    { procedure: w('הוצאת גוף זר מהמעי', 'Intestinal foreign body removal'), surgeryType: 'soft-tissue', urgency: 'urgent', asaClass: 'asa-3', preOpNotes: w('ייצוב בעירוי לפני הניתוח', 'Stabilise on IV fluids before surgery') },
    { procedure: w('תפירת פצע נשיכה', 'Bite wound repair'), surgeryType: 'soft-tissue', urgency: 'urgent', asaClass: 'asa-2' },
  ],
};

const PROPERTIES: RecordTheme = {
  anchor: ['street', 'description'],
  entries: [
    { description: w('דירה מוארת עם נוף פתוח, משופצת מהיסוד, קרובה לפארק', 'A bright apartment with an open view, fully renovated, near the park') },
    { description: w('שקטה, פונה לחצר, מתאימה למשפחה', 'Quiet, facing the garden, suits a family') },
    { description: w('מיקום מרכזי, קרוב לתחבורה ציבורית ולבתי ספר', 'Central, close to public transport and schools') },
    { description: w('בניין חדש עם לובי מפואר וחניה בטאבו', 'A new building with a grand lobby and registered parking') },
    { description: w('להשקעה: מושכרת עד סוף השנה', 'An investment: let until the end of the year') },
  ],
};

const CAMPAIGNS: RecordTheme = {
  anchor: ['name', 'channels'],
  entries: [
    { name: w('פנטהאוז ברחוב הרצל', 'Herzl Street penthouse'), target: w('הרצל 14, רמת גן', '14 Herzl St, Ramat Gan') },
    { name: w('דירות להשכרה בפלורנטין', 'Florentin rentals'), target: w('פלורנטין, תל אביב', 'Florentin, Tel Aviv') },
    { name: w('בית פרטי ברעננה', 'Ra\'anana house'), target: w('מרכז העיר, רעננה', 'Ra\'anana centre') },
    { name: w('קמפיין מוכרים — אביב', 'Spring sellers campaign'), target: w('רמת אביב', 'Ramat Aviv') },
    { name: w('פרויקט חדש בנווה שאנן', 'New project in Neve Sha\'anan'), target: w('נווה שאנן, חיפה', 'Neve Sha\'anan, Haifa') },
    { name: w('דירות גן בגני תקווה', 'Ganei Tikva garden flats'), target: w('גני תקווה', 'Ganei Tikva') },
  ],
};

const CLAIMS: RecordTheme = {
  anchor: ['claimType', 'description'],
  entries: [
    { claimType: 'health', description: w('ניתוח ברך פרטי — בקשה להחזר הוצאות', 'Private knee surgery — claim for the costs') },
    { claimType: 'critical-illness', description: w('אבחנה של מחלה קשה, המסמכים הרפואיים צורפו', 'Critical illness diagnosis, medical papers attached') },
    { claimType: 'disability', description: w('אי כושר עבודה לאחר תאונה, מעל 90 יום', 'Unable to work after an accident, over 90 days') },
    { claimType: 'car', description: w('תאונה בחניון — נזק לדלת ולפגוש', 'Car-park accident — door and bumper damage') },
    { claimType: 'property', description: w('נזקי מים בדירה מצנרת שהתפוצצה', 'Water damage in the flat from a burst pipe') },
    { claimType: 'long-term-care', description: w('תביעת סיעוד לאחר אשפוז ממושך', 'Long-term care claim after a long hospital stay') },
  ],
};

const TRANSACTIONS: RecordTheme = {
  anchor: ['dealType', 'representing'],
  entries: [
    { dealType: 'sale', representing: 'buyer', subjectToMortgage: true },
    { dealType: 'sale', representing: 'seller' },
    { dealType: 'sale', representing: 'both', subjectToMortgage: false },
    { dealType: 'rent', representing: 'renter' },
    { dealType: 'rent', representing: 'landlord' },
    { dealType: 'rent', representing: 'both' },
  ],
};

/** Every theme the demo knows, most specific first. */
export const RECORD_THEMES: readonly RecordTheme[] = [VISITS, PRESCRIPTIONS, LABS, MEDICAL_BILLING, MATTERS, TIME_ENTRIES, TRUST, TAX_RETURNS, PETS_VISITS, PET_PAPERS, PET_PRESCRIPTIONS, PET_BILLING, EMERGENCIES, VACCINATIONS, SURGERIES, PROPERTIES, TRANSACTIONS, CAMPAIGNS, CLAIMS].sort((a, b) => b.anchor.length - a.anchor.length);
