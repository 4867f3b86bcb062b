import { xmlText, xmlWarning } from './xml-issue';
import type { XmlIssue } from './xml-types';
import { isoDate } from './holdings-dates';

// The fixed-width name of the clearing house's files (domain notes B1): direction(3) id(12) service(6) product(3)
// version(3) yyyyMMddHHmmss(14) sequence(4), then .DAT — `201000512237744HOLDNGINP009202604141624556378.DAT`.
const FIXED_WIDTH = /^(\d{3})(\d{12})([A-Z]{6})(KGM|PNN|PNO|INP|ING|000)(\d{3})(\d{14})(\d{4})\.dat$/i;

/**
 * The file-name check of B4 (the clearing house's error 1), a warning: a `.dat` name that is not the fixed-width
 * format, or whose date is not a real one. Other names (`sample.xml`) are not the clearing house's and pass.
 */
export function checkHoldingsFileName(fileName: string): XmlIssue[] {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  if (!/\.dat$/i.test(base)) return [];
  const match = FIXED_WIDTH.exec(base);
  if (match && isoDate(match[6]!)) return [];
  return [
    xmlWarning('FILENAME_INVALID', xmlText(
      `שם הקובץ ${base} אינו במבנה הקבוע של המסלקה (כיוון, מזהה, סוג ממשק, מוצר, גרסה, תאריך ושעה ומספר רץ, למשל 201000512237744HOLDNGINP009202604141624556378.DAT). הקובץ נקרא בכל זאת.`,
      `The file name ${base} is not in the clearing house's fixed format (direction, id, interface, product, version, date and time, sequence, e.g. 201000512237744HOLDNGINP009202604141624556378.DAT). The file is read all the same.`,
      `El nombre ${base} no sigue el formato fijo de la cámara (dirección, id, interfaz, producto, versión, fecha y hora, secuencia, p. ej. 201000512237744HOLDNGINP009202604141624556378.DAT). El archivo se lee de todos modos.`,
    ), {}, 1),
  ];
}
