/** An Israeli city: its names, its landline area code and the first digits of its postal codes. */
export interface DemoCity {
  he: string;
  en: string;
  areaCode: '02' | '03' | '04' | '08' | '09';
  postalPrefix: string;
  /** How many clients come from it, relative to the others. */
  weight: number;
}

/** Cities most clients live in. */
export const CITIES: readonly DemoCity[] = [
  { he: 'תל אביב-יפו', en: 'Tel Aviv-Yafo', areaCode: '03', postalPrefix: '6', weight: 14 },
  { he: 'ירושלים', en: 'Jerusalem', areaCode: '02', postalPrefix: '9', weight: 12 },
  { he: 'חיפה', en: 'Haifa', areaCode: '04', postalPrefix: '3', weight: 8 },
  { he: 'ראשון לציון', en: 'Rishon LeZion', areaCode: '03', postalPrefix: '75', weight: 6 },
  { he: 'פתח תקווה', en: 'Petah Tikva', areaCode: '03', postalPrefix: '49', weight: 6 },
  { he: 'אשדוד', en: 'Ashdod', areaCode: '08', postalPrefix: '77', weight: 5 },
  { he: 'נתניה', en: 'Netanya', areaCode: '09', postalPrefix: '42', weight: 5 },
  { he: 'באר שבע', en: 'Beersheba', areaCode: '08', postalPrefix: '84', weight: 5 },
  { he: 'חולון', en: 'Holon', areaCode: '03', postalPrefix: '58', weight: 4 },
  { he: 'רמת גן', en: 'Ramat Gan', areaCode: '03', postalPrefix: '52', weight: 4 },
  { he: 'רחובות', en: 'Rehovot', areaCode: '08', postalPrefix: '76', weight: 3 },
  { he: 'בת ים', en: 'Bat Yam', areaCode: '03', postalPrefix: '59', weight: 3 },
  { he: 'הרצליה', en: 'Herzliya', areaCode: '09', postalPrefix: '46', weight: 3 },
  { he: 'כפר סבא', en: 'Kfar Saba', areaCode: '09', postalPrefix: '44', weight: 3 },
  { he: 'רעננה', en: 'Ra\'anana', areaCode: '09', postalPrefix: '43', weight: 3 },
  { he: 'מודיעין-מכבים-רעות', en: 'Modi\'in', areaCode: '08', postalPrefix: '71', weight: 3 },
  { he: 'בית שמש', en: 'Beit Shemesh', areaCode: '02', postalPrefix: '99', weight: 2 },
  { he: 'גבעתיים', en: 'Givatayim', areaCode: '03', postalPrefix: '53', weight: 2 },
  { he: 'הוד השרון', en: 'Hod HaSharon', areaCode: '09', postalPrefix: '45', weight: 2 },
  { he: 'כרמיאל', en: 'Karmiel', areaCode: '04', postalPrefix: '21', weight: 2 },
  { he: 'אילת', en: 'Eilat', areaCode: '08', postalPrefix: '88', weight: 1 },
];

/** Cities most Arab-Israeli clients live in. */
export const ARAB_CITIES: readonly DemoCity[] = [
  { he: 'נצרת', en: 'Nazareth', areaCode: '04', postalPrefix: '16', weight: 4 },
  { he: 'חיפה', en: 'Haifa', areaCode: '04', postalPrefix: '3', weight: 3 },
  { he: 'אום אל-פחם', en: 'Umm al-Fahm', areaCode: '04', postalPrefix: '30', weight: 2 },
  { he: 'טייבה', en: 'Tayibe', areaCode: '09', postalPrefix: '40', weight: 2 },
  { he: 'שפרעם', en: 'Shefa-\'Amr', areaCode: '04', postalPrefix: '20', weight: 2 },
];

/** Street names found in most Israeli towns, in Hebrew and as English speakers write them. */
export const STREETS: readonly (readonly [he: string, en: string])[] = [
  ['הרצל', 'Herzl'], ['ויצמן', 'Weizmann'], ['בן גוריון', 'Ben Gurion'], ['ז\'בוטינסקי', 'Jabotinsky'],
  ['רוטשילד', 'Rothschild'], ['הנביאים', 'HaNevi\'im'], ['העצמאות', 'HaAtzmaut'], ['ביאליק', 'Bialik'],
  ['אחד העם', 'Ahad Ha\'am'], ['סוקולוב', 'Sokolov'], ['הרב קוק', 'HaRav Kook'], ['הגפן', 'HaGefen'],
  ['הזית', 'HaZayit'], ['התאנה', 'HaTe\'ena'], ['הדקל', 'HaDekel'], ['רש״י', 'Rashi'], ['יהודה הלוי', 'Yehuda HaLevi'],
  ['אבן גבירול', 'Ibn Gabirol'], ['שדרות ירושלים', 'Sderot Yerushalayim'], ['הנשיא', 'HaNasi'],
  ['בר אילן', 'Bar Ilan'], ['משה שרת', 'Moshe Sharett'], ['גולדה מאיר', 'Golda Meir'], ['הפלמ״ח', 'HaPalmach'],
  ['הכרמל', 'HaCarmel'], ['הגליל', 'HaGalil'], ['השקד', 'HaShaked'], ['הברוש', 'HaBrosh'], ['אלנבי', 'Allenby'],
];

/** Neighbourhoods a buyer or a renter asks about (real-estate intake). */
export const AREAS: readonly string[] = [
  'צפון הישן, תל אביב', 'פלורנטין', 'רמת אביב', 'בקעה, ירושלים', 'רחביה', 'ארנונה', 'כרמל צרפתי, חיפה',
  'נווה שאנן', 'מרכז העיר, רעננה', 'גני תקווה', 'רמת השרון', 'נאות אשלים, נתניה', 'נחלת יהודה', 'נווה זמר',
];
