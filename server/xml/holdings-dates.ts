import { xmlText } from './xml-issue';
import type { XmlText } from './xml-types';

/** What is wrong with a date the file gives, and the clearing house's code when it has one (11: file date in the future). */
export interface DateProblem {
  message: XmlText;
  code?: number;
}

// The dates that describe what has happened: one after the file was made (or after today) cannot be right. Others
// (retirement, end of cover) are about the future by nature.
const PAST_DATES = new Set(['TAARICH-BITZUA', 'TAARICH-LEYDA', 'TAARICH-NECHONUT', 'TAARICH-HITZTARFUT-MUTZAR', 'TAARICH-IDKUN-STATUS', 'TAARICH-ERECH-TZVIROT']);
// A day's grace for the time zones between the producer and the server.
const GRACE_MS = 24 * 60 * 60 * 1000;

const isRealDay = (year: number, month: number, day: number): boolean => {
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};

/** A date of the file (YYYYMMDD, YYYYMM, or YYYYMMDDHHMMSS) as an ISO string, or null when it is not a real one. */
export function isoDate(value: string): string | null {
  const text = value.trim();
  const match = /^(\d{4})(\d{2})(\d{2})?(?:(\d{2})(\d{2})(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds] = match;
  if (!isRealDay(Number(year), Number(month), day ? Number(day) : 1)) return null;
  if (!day) return `${year}-${month}`;
  if (!hours) return `${year}-${month}-${day}`;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  return `${year}-${month}-${day}T${hours}:${minutes}:${seconds}`;
}

/** What is wrong with the date a TAARICH-* element holds, or null when it is a real date that may be where it is. */
export function dateProblem(element: string, value: string, now: Date): DateProblem | null {
  const text = value.trim();
  const isStamp = element === 'TAARICH-BITZUA';
  const form = isStamp ? /^\d{14}$/ : /^(\d{6}|\d{8}|\d{14})$/;
  if (!form.test(text)) {
    return isStamp
      ? { message: xmlText(`תאריך הפקת הקובץ (TAARICH-BITZUA) צריך להיות בן 14 ספרות (YYYYMMDDHHMMSS), ונמצא "${text}".`, `The file's production date (TAARICH-BITZUA) must be 14 digits (YYYYMMDDHHMMSS); found "${text}".`, `La fecha de producción del archivo (TAARICH-BITZUA) debe tener 14 dígitos (AAAAMMDDHHMMSS); se encontró "${text}".`) }
      : { message: xmlText(`הערך "${text}" של ${element} אינו תאריך בצורה YYYYMMDD.`, `The value "${text}" of ${element} is not a date written YYYYMMDD.`, `El valor "${text}" de ${element} no es una fecha AAAAMMDD.`) };
  }
  const iso = isoDate(text);
  if (!iso) {
    return { message: xmlText(`התאריך ${text} של ${element} אינו קיים (חודש או יום שגויים).`, `The date ${text} of ${element} does not exist (wrong month or day).`, `La fecha ${text} de ${element} no existe (mes o día incorrectos).`) };
  }
  if (PAST_DATES.has(element) && text.length >= 8 && Date.parse(`${iso.length === 10 ? `${iso}T00:00:00` : iso}Z`) > now.getTime() + GRACE_MS) {
    return {
      message: xmlText(`התאריך ${text} של ${element} הוא בעתיד, ואינו יכול להיות נכון.`, `The date ${text} of ${element} is in the future, which cannot be right.`, `La fecha ${text} de ${element} está en el futuro, lo que no puede ser correcto.`),
      ...(isStamp ? { code: 11 } : {}),
    };
  }
  return null;
}
