import type { FieldMessageTable, MessageTexts } from './client-error-messages';

// Screens put these under the field they concern, so they name the field but never the record ("client", "lead"):
// that noun is the office's own term.

const firstNameLength: MessageTexts = { he: 'השם הפרטי צריך להכיל 2 עד 50 תווים', en: 'First name must be 2 to 50 characters long', es: 'El nombre debe tener entre 2 y 50 caracteres' };
const lastNameLength: MessageTexts = { he: 'שם המשפחה צריך להכיל 2 עד 50 תווים', en: 'Last name must be 2 to 50 characters long', es: 'El apellido debe tener entre 2 y 50 caracteres' };
const streetLength: MessageTexts = { he: 'שם הרחוב צריך להכיל 2 עד 100 תווים', en: 'Street must be 2 to 100 characters long', es: 'La calle debe tener entre 2 y 100 caracteres' };
const cityLength: MessageTexts = { he: 'שם העיר צריך להכיל 2 עד 50 תווים', en: 'City must be 2 to 50 characters long', es: 'La ciudad debe tener entre 2 y 50 caracteres' };
const countryLength: MessageTexts = { he: 'שם המדינה צריך להכיל 2 עד 60 תווים', en: 'Country must be 2 to 60 characters long', es: 'El país debe tener entre 2 y 60 caracteres' };
const tagLength: MessageTexts = { he: 'כל תגית צריכה להכיל 1 עד 30 תווים', en: 'Each tag must be 1 to 30 characters long', es: 'Cada etiqueta debe tener entre 1 y 30 caracteres' };
const leadScore: MessageTexts = { he: 'הציון צריך להיות מספר שלם בין 0 ל-100', en: 'Score must be a whole number between 0 and 100', es: 'La puntuación debe ser un número entero entre 0 y 100' };

const disposableEmail: MessageTexts = {
  he: 'לא ניתן להשתמש בכתובת דואר אלקטרוני זמנית',
  en: 'Disposable e-mail addresses are not accepted',
  es: 'No se aceptan direcciones de correo electrónico desechables',
};
const emailLength: MessageTexts = { he: 'כתובת הדואר האלקטרוני ארוכה מדי (עד 100 תווים)', en: 'E-mail address must be at most 100 characters long', es: 'El correo electrónico debe tener como máximo 100 caracteres' };

function phoneMessages(invalid: MessageTexts, tooShort: MessageTexts): Record<string, MessageTexts> {
  return { 'phone-il': invalid, 'phone-too-short': tooShort, maxLength: invalid, type: invalid };
}

/** Each client field's message for each rule it can fail (spec 2 §5), in Hebrew, English and Spanish. */
export const clientFieldMessages: FieldMessageTable = {
  firstName: {
    required: { he: 'יש להזין שם פרטי', en: 'First name is required', es: 'El nombre es obligatorio' },
    minLength: firstNameLength,
    maxLength: firstNameLength,
    pattern: {
      he: 'השם הפרטי צריך להתחיל באות ויכול להכיל רק אותיות בעברית או באנגלית, רווחים, גרש ומקף',
      en: 'First name must start with a letter and may contain only Hebrew or Latin letters, spaces, apostrophes and hyphens',
      es: 'El nombre debe empezar por una letra y solo puede contener letras hebreas o latinas, espacios, apóstrofos y guiones',
    },
  },
  lastName: {
    required: { he: 'יש להזין שם משפחה', en: 'Last name is required', es: 'El apellido es obligatorio' },
    minLength: lastNameLength,
    maxLength: lastNameLength,
    pattern: {
      he: 'שם המשפחה צריך להתחיל באות ויכול להכיל רק אותיות בעברית או באנגלית, רווחים, גרש ומקף',
      en: 'Last name must start with a letter and may contain only Hebrew or Latin letters, spaces, apostrophes and hyphens',
      es: 'El apellido debe empezar por una letra y solo puede contener letras hebreas o latinas, espacios, apóstrofos y guiones',
    },
  },
  idNumber: {
    'israeli-id': { he: 'מספר תעודת זהות לא תקין', en: 'Invalid ID number', es: 'Número de identidad no válido' },
  },
  birthDate: {
    date: { he: 'תאריך הלידה אינו תקין', en: 'Invalid birth date', es: 'Fecha de nacimiento no válida' },
    'future-date': { he: 'תאריך הלידה לא יכול להיות בעתיד', en: 'Birth date cannot be in the future', es: 'La fecha de nacimiento no puede ser futura' },
    'under-18': { he: 'הגיל צריך להיות 18 לפחות', en: 'Age must be at least 18', es: 'La edad debe ser de al menos 18 años' },
    'over-120': { he: 'הגיל לא יכול לעלות על 120', en: 'Age cannot be more than 120', es: 'La edad no puede superar los 120 años' },
  },
  gender: {
    enum: { he: 'יש לבחור מגדר מהרשימה', en: 'Choose a gender from the list', es: 'Elija un género de la lista' },
  },
  email: {
    email: { he: 'כתובת הדואר האלקטרוני אינה תקינה', en: 'Invalid e-mail address', es: 'Correo electrónico no válido' },
    'disposable-email': disposableEmail,
    maxLength: emailLength,
  },
  phone: phoneMessages(
    { he: 'מספר טלפון לא תקין', en: 'Invalid phone number', es: 'Número de teléfono no válido' },
    { he: 'מספר הטלפון קצר מדי', en: 'Phone number is too short', es: 'El número de teléfono es demasiado corto' },
  ),
  mobilePhone: phoneMessages(
    { he: 'מספר הטלפון הנייד אינו תקין', en: 'Invalid mobile phone number', es: 'Número de móvil no válido' },
    { he: 'מספר הטלפון הנייד קצר מדי', en: 'Mobile phone number is too short', es: 'El número de móvil es demasiado corto' },
  ),
  fax: phoneMessages(
    { he: 'מספר הפקס אינו תקין', en: 'Invalid fax number', es: 'Número de fax no válido' },
    { he: 'מספר הפקס קצר מדי', en: 'Fax number is too short', es: 'El número de fax es demasiado corto' },
  ),
  preferredContact: {
    enum: { he: 'יש לבחור דרך התקשרות מועדפת מהרשימה', en: 'Choose a preferred way of contact from the list', es: 'Elija un medio de contacto preferido de la lista' },
  },
  'address.street': { minLength: streetLength, maxLength: streetLength },
  'address.city': { minLength: cityLength, maxLength: cityLength },
  'address.state': {
    maxLength: { he: 'שם המחוז ארוך מדי (עד 50 תווים)', en: 'State must be at most 50 characters long', es: 'La provincia debe tener como máximo 50 caracteres' },
  },
  'address.postalCode': {
    pattern: { he: 'המיקוד צריך להכיל 5 עד 7 ספרות', en: 'Postal code must be 5 to 7 digits', es: 'El código postal debe tener entre 5 y 7 dígitos' },
  },
  'address.country': { minLength: countryLength, maxLength: countryLength },
  'professional.occupation': {
    maxLength: { he: 'תיאור העיסוק ארוך מדי (עד 100 תווים)', en: 'Occupation must be at most 100 characters long', es: 'La ocupación debe tener como máximo 100 caracteres' },
  },
  'professional.company': {
    maxLength: { he: 'שם החברה ארוך מדי (עד 100 תווים)', en: 'Company must be at most 100 characters long', es: 'La empresa debe tener como máximo 100 caracteres' },
  },
  'professional.workPhone': phoneMessages(
    { he: 'מספר הטלפון בעבודה אינו תקין', en: 'Invalid work phone number', es: 'Número de teléfono del trabajo no válido' },
    { he: 'מספר הטלפון בעבודה קצר מדי', en: 'Work phone number is too short', es: 'El número de teléfono del trabajo es demasiado corto' },
  ),
  'professional.workEmail': {
    email: { he: 'כתובת הדואר האלקטרוני בעבודה אינה תקינה', en: 'Invalid work e-mail address', es: 'Correo electrónico del trabajo no válido' },
    'disposable-email': disposableEmail,
    maxLength: emailLength,
  },
  'management.status': {
    enum: { he: 'יש לבחור סטטוס מהרשימה', en: 'Choose a status from the list', es: 'Elija un estado de la lista' },
  },
  'management.tags': {
    maxItems: { he: 'אפשר להוסיף עד 10 תגיות', en: 'At most 10 tags', es: 'Como máximo 10 etiquetas' },
    minLength: tagLength,
    maxLength: tagLength,
  },
  'management.notes': {
    maxLength: { he: 'ההערות ארוכות מדי (עד 1000 תווים)', en: 'Notes must be at most 1000 characters long', es: 'Las notas deben tener como máximo 1000 caracteres' },
  },
  'management.assignedTo': {
    uuid: { he: 'המשתמש האחראי אינו תקין', en: 'Invalid responsible user', es: 'Usuario responsable no válido' },
  },
  'management.priority': {
    enum: { he: 'יש לבחור עדיפות מהרשימה', en: 'Choose a priority from the list', es: 'Elija una prioridad de la lista' },
  },
  kind: {
    enum: { he: 'יש לבחור סוג רשומה מהרשימה', en: 'Choose a record type from the list', es: 'Elija un tipo de registro de la lista' },
  },
  leadStatus: {
    enum: { he: 'יש לבחור שלב מכירה מהרשימה', en: 'Choose a sales stage from the list', es: 'Elija una etapa de venta de la lista' },
  },
  leadScore: { type: leadScore, minimum: leadScore, maximum: leadScore },
  source: {
    maxLength: { he: 'המקור ארוך מדי (עד 100 תווים)', en: 'Source must be at most 100 characters long', es: 'El origen debe tener como máximo 100 caracteres' },
  },
  intake: {
    type: { he: 'נתוני טופס הקליטה אינם תקינים', en: 'Invalid intake form answers', es: 'Respuestas del formulario de admisión no válidas' },
  },
};
