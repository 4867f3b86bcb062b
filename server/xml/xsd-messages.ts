import { xmlText } from './xml-issue';
import type { XmlText } from './xml-types';

// libxml2's schema messages, as xmllint writes them, each with what it means for an agent in every language; the
// English keeps libxml's own detail after the sentence. The first pattern that matches explains the message.
type Explain = (groups: string[], element: string) => [he: string, en: string, es: string];

const list = (names: string) => names.split(',').map((name) => name.trim().replace(/^\{[^}]*\}/, '')).join(', ');

const EXPLAINED: ReadonlyArray<[RegExp, Explain]> = [
  [/\[facet 'enumeration'\] The value '([^']*)' is not an element of the set \{(.*)\}/, ([value, set], element) => {
    const allowed = set!.replace(/'/g, '');
    return [`הערך ${value} אינו אחד הערכים המותרים עבור ${element} (${allowed})`, `The value ${value} is not one of the values allowed for ${element} (${allowed})`, `El valor ${value} no es uno de los permitidos para ${element} (${allowed})`];
  }],
  [/\[facet 'pattern'\] The value '([^']*)' is not accepted by the pattern/, ([value], element) => [
    `הערך ${value} אינו בתבנית הנדרשת עבור ${element}${element.startsWith('TAARICH') ? ' (תאריך בצורה YYYYMMDD)' : ''}`,
    `The value ${value} is not in the form required for ${element}${element.startsWith('TAARICH') ? ' (a date as YYYYMMDD)' : ''}`,
    `El valor ${value} no tiene la forma exigida para ${element}${element.startsWith('TAARICH') ? ' (una fecha AAAAMMDD)' : ''}`,
  ]],
  [/Missing child element\(s\)\. Expected is (?:one of )?\( ?(.*?) ?\)/, ([names], element) => [
    `חסר רכיב בתוך ${element}: ${list(names!)}`,
    `An element is missing inside ${element}: ${list(names!)}`,
    `Falta un elemento dentro de ${element}: ${list(names!)}`,
  ]],
  [/This element is not expected\. Expected is (?:one of )?\( ?(.*?) ?\)/, ([names], element) => [
    `הרכיב ${element} אינו צפוי במקום הזה; היה צפוי: ${list(names!)} (ייתכן שרכיב חסר או שהסדר שגוי)`,
    `The element ${element} is not expected here; expected: ${list(names!)} (an element may be missing or out of order)`,
    `El elemento ${element} no se esperaba aquí; se esperaba: ${list(names!)} (puede faltar un elemento o estar fuera de orden)`,
  ]],
  [/This element is not expected/, (_groups, element) => [`הרכיב ${element} אינו צפוי במקום הזה`, `The element ${element} is not expected here`, `El elemento ${element} no se esperaba aquí`]],
  [/The actual value '([^']*)' does not match the fixed value constraint '([^']*)'/, ([value, fixed], element) => [
    `הערך של ${element} חייב להיות ${fixed}, ונמצא ${value}`, `The value of ${element} must be ${fixed}; found ${value}`, `El valor de ${element} debe ser ${fixed}; se encontró ${value}`,
  ]],
  [/\[facet '(?:maxInclusive|maxExclusive)'\] The value '([^']*)' .*?'([^']*)'\)?\.?$/, ([value, max], element) => [
    `הערך ${value} של ${element} גדול מהמותר (${max})`, `The value ${value} of ${element} is larger than allowed (${max})`, `El valor ${value} de ${element} es mayor que lo permitido (${max})`,
  ]],
  [/\[facet '(?:minInclusive|minExclusive)'\] The value '([^']*)' .*?'([^']*)'\)?\.?$/, ([value, min], element) => [
    `הערך ${value} של ${element} קטן מהמותר (${min})`, `The value ${value} of ${element} is smaller than allowed (${min})`, `El valor ${value} de ${element} es menor que lo permitido (${min})`,
  ]],
  [/\[facet '(?:fractionDigits|totalDigits)'\] The value '([^']*)'/, ([value], element) => [
    `לערך ${value} של ${element} יותר ספרות מהמותר`, `The value ${value} of ${element} has more digits than allowed`, `El valor ${value} de ${element} tiene más dígitos de los permitidos`,
  ]],
  [/\[facet '(?:maxLength|minLength|length)'\]/, (_groups, element) => [`אורך הערך של ${element} אינו מותר`, `The length of the value of ${element} is not allowed`, `La longitud del valor de ${element} no está permitida`]],
  [/'([^']*)' is not a valid value of the (?:local )?atomic type/, ([value], element) => [
    `הערך "${value}" אינו ערך תקין עבור ${element} (למשל מספר או קוד)`, `The value "${value}" is not a valid value for ${element} (such as a number or a code)`, `El valor "${value}" no es válido para ${element} (por ejemplo un número o un código)`,
  ]],
  [/No matching global declaration available for the validation root/, (_groups, element) => [
    `שורש הקובץ ${element} אינו מוגדר בסכמה: ייתכן שנבחרה סכמה שאינה מתאימה לקובץ`, `The file's root ${element} is not declared by the schema: the schema may not fit this file`, `La raíz ${element} del archivo no está declarada en el esquema: quizá el esquema no corresponde al archivo`,
  ]],
  [/Character content other than whitespace is not allowed/, (_groups, element) => [`ברכיב ${element} יש טקסט במקום שבו מותרים רק רכיבים`, `${element} holds text where only elements are allowed`, `${element} contiene texto donde solo se permiten elementos`]],
  [/The attribute '([^']*)' is not allowed/, ([attribute], element) => [`המאפיין ${attribute} אינו מותר ברכיב ${element}`, `The attribute ${attribute} is not allowed on ${element}`, `El atributo ${attribute} no está permitido en ${element}`]],
  [/not nillable/, (_groups, element) => [`הרכיב ${element} אינו יכול להיות ריק (xsi:nil)`, `${element} cannot be empty (xsi:nil)`, `${element} no puede estar vacío (xsi:nil)`]],
];

/** What a libxml2 schema error means, in every language, for an element (local name); the English and Spanish keep libxml's detail. */
export function explainXsdError(detail: string, element: string): XmlText {
  for (const [pattern, explain] of EXPLAINED) {
    const match = pattern.exec(detail);
    if (match) {
      const [he, en, es] = explain(match.slice(1), element);
      return xmlText(`${he}.`, `${en}. (${detail})`, `${es}. (${detail})`);
    }
  }
  return xmlText(`הקובץ אינו תואם לסכמה ברכיב ${element}: ${detail}`, `The file does not match the schema at ${element}: ${detail}`, `El archivo no cumple el esquema en ${element}: ${detail}`);
}
