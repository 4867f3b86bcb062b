/** A name as written on the record, and its Latin spelling for the e-mail address. */
export type DemoName = readonly [written: string, latin: string];

/** A group of names that belong together: first names by gender, last names. */
export interface DemoNameGroup {
  male: readonly DemoName[];
  female: readonly DemoName[];
  last: readonly DemoName[];
}

/** Hebrew names, as most clients of an Israeli office have. */
export const HEBREW_NAMES: DemoNameGroup = {
  male: [
    ['יוסי', 'yossi'], ['דוד', 'david'], ['משה', 'moshe'], ['אברהם', 'avraham'], ['יעקב', 'yaakov'], ['איתי', 'itay'],
    ['נועם', 'noam'], ['אורי', 'ori'], ['עומר', 'omer'], ['יונתן', 'yonatan'], ['דניאל', 'daniel'], ['אריאל', 'ariel'],
    ['עידו', 'ido'], ['רועי', 'roy'], ['גיא', 'guy'], ['אמיר', 'amir'], ['אלון', 'alon'], ['ניר', 'nir'], ['רון', 'ron'],
    ['שי', 'shai'], ['אבי', 'avi'], ['חיים', 'haim'], ['שלמה', 'shlomo'], ['יצחק', 'yitzhak'], ['מיכאל', 'michael'],
    ['אליהו', 'eliyahu'], ['עמית', 'amit'], ['תומר', 'tomer'], ['אסף', 'asaf'], ['ערן', 'eran'], ['יואב', 'yoav'],
    ['מתן', 'matan'], ['בנימין', 'binyamin'], ['שמעון', 'shimon'], ['אהרון', 'aharon'], ['ג\'קי', 'jacky'],
    ['צביקה', 'tzvika'], ['מאיר', 'meir'], ['רפאל', 'refael'], ['אלעד', 'elad'], ['ליאור', 'lior'], ['עוזי', 'uzi'],
  ],
  female: [
    ['מיכל', 'michal'], ['נועה', 'noa'], ['שרה', 'sara'], ['רחל', 'rachel'], ['אסתר', 'ester'], ['יעל', 'yael'],
    ['תמר', 'tamar'], ['מאיה', 'maya'], ['שירה', 'shira'], ['הילה', 'hila'], ['ענבל', 'inbal'], ['רונית', 'ronit'],
    ['אורית', 'orit'], ['דנה', 'dana'], ['ליאת', 'liat'], ['קרן', 'keren'], ['אביגיל', 'avigail'], ['טליה', 'talya'],
    ['נטע', 'neta'], ['רותם', 'rotem'], ['עדי', 'adi'], ['סיגל', 'sigal'], ['אפרת', 'efrat'], ['חנה', 'hana'],
    ['לאה', 'lea'], ['מרים', 'miriam'], ['אילנה', 'ilana'], ['גלית', 'galit'], ['ז\'קלין', 'jacqueline'], ['שני', 'shani'],
    ['אושרת', 'oshrat'], ['רבקה', 'rivka'], ['יפית', 'yafit'], ['מורן', 'moran'], ['הדס', 'hadas'], ['פנינה', 'pnina'],
  ],
  last: [
    ['כהן', 'cohen'], ['לוי', 'levi'], ['מזרחי', 'mizrahi'], ['פרץ', 'peretz'], ['ביטון', 'biton'], ['דהן', 'dahan'],
    ['אברהם', 'avraham'], ['פרידמן', 'friedman'], ['אזולאי', 'azulay'], ['מלכה', 'malka'], ['חדד', 'hadad'],
    ['גבאי', 'gabay'], ['שפירא', 'shapira'], ['כץ', 'katz'], ['אוחיון', 'ohayon'], ['יוסף', 'yosef'],
    ['רוזנברג', 'rosenberg'], ['גולדשטיין', 'goldstein'], ['שטרן', 'stern'], ['אשכנזי', 'ashkenazi'],
    ['בן דוד', 'bendavid'], ['בן-חיים', 'benhaim'], ['סויסה', 'swisa'], ['עמר', 'amar'], ['חזן', 'hazan'], ['ברק', 'barak'],
    ['נחום', 'nahum'], ['קליין', 'klein'], ['טל', 'tal'], ['שגיא', 'sagi'], ['וקנין', 'vaknin'], ['אדרי', 'edri'],
    ['אלמוג', 'almog'], ['רביבו', 'revivo'], ['זילברמן', 'zilberman'], ['אלקיים', 'elkayam'], ['טייב', 'tayeb'],
    ['הורוביץ', 'horowitz'], ['גרינברג', 'greenberg'], ['בוזגלו', 'buzaglo'], ['נגר', 'nagar'], ['סעדה', 'saada'],
  ],
};

/** Arab-Israeli names, written in Hebrew as Israeli offices write them. */
export const ARAB_NAMES: DemoNameGroup = {
  male: [
    ['מוחמד', 'mohammad'], ['אחמד', 'ahmad'], ['סאמר', 'samer'], ['ח\'אלד', 'khaled'], ['יוסף', 'yousef'], ['עלי', 'ali'],
    ['איברהים', 'ibrahim'], ['ראמי', 'rami'], ['וסים', 'wasim'], ['פאדי', 'fadi'], ['עומר', 'omar'], ['האני', 'hani'],
  ],
  female: [
    ['רנא', 'rana'], ['נור', 'nur'], ['סמאח', 'samah'], ['מרים', 'mariam'], ['לינא', 'lina'], ['הבה', 'hiba'],
    ['ריהאם', 'riham'], ['אמל', 'amal'], ['סנא', 'sana'], ['דינא', 'dina'],
  ],
  last: [
    ['ח\'ורי', 'khoury'], ['עבאס', 'abbas'], ['נסאר', 'nassar'], ['זועבי', 'zoabi'], ['סלאמה', 'salameh'],
    ['חאג\'-יחיא', 'hajyahya'], ['מסארווה', 'masarwa'], ['עודה', 'odeh'], ['דכוור', 'dakwar'], ['שחאדה', 'shehadeh'],
  ],
};

/** English names, for the English-speaking clients an Israeli office has. */
export const ENGLISH_NAMES: DemoNameGroup = {
  male: [
    ['David', 'david'], ['Michael', 'michael'], ['Daniel', 'daniel'], ['Jonathan', 'jonathan'], ['Benjamin', 'benjamin'],
    ['Joshua', 'joshua'], ['Adam', 'adam'], ['Samuel', 'samuel'], ['Nathan', 'nathan'], ['Jacob', 'jacob'],
    ['Aaron', 'aaron'], ['Ethan', 'ethan'], ['Jeremy', 'jeremy'], ['Richard', 'richard'],
  ],
  female: [
    ['Sarah', 'sarah'], ['Rachel', 'rachel'], ['Rebecca', 'rebecca'], ['Emily', 'emily'], ['Hannah', 'hannah'],
    ['Leah', 'leah'], ['Naomi', 'naomi'], ['Abigail', 'abigail'], ['Deborah', 'deborah'], ['Judith', 'judith'],
    ['Chloe', 'chloe'], ['Anne-Marie', 'annemarie'],
  ],
  last: [
    ['Miller', 'miller'], ['Goldberg', 'goldberg'], ['Shapiro', 'shapiro'], ['Friedman', 'friedman'], ['Levine', 'levine'],
    ['Rosen', 'rosen'], ['Stein', 'stein'], ['Green', 'green'], ['Weiss', 'weiss'], ['Berman', 'berman'],
    ['Kaplan', 'kaplan'], ['Fisher', 'fisher'], ['Adler', 'adler'], ['Segal', 'segal'], ['O\'Brien', 'obrien'],
    ['Bloom', 'bloom'], ['Marcus', 'marcus'], ['Harris', 'harris'],
  ],
};
