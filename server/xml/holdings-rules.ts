import { isValidIsraeliId } from '../../engine/xml/israeli-id';
import { decodeXmlText } from './decode-xml';
import { checkHoldingsFileName } from './holdings-file-name';
import { dateProblem } from './holdings-dates';
import { xmlError, xmlText } from './xml-issue';
import type { XmlIssue } from './xml-types';
import { walkXml, type XmlElement, type XmlWalkHandlers } from './xml-walk';

/** What the rules are checked against: the time "in the future" is measured from (now by default). */
export interface HoldingsRuleOptions {
  now?: Date;
}

// The amounts a balance is made of: none may be negative.
const BALANCES = new Set(['TOTAL-CHISACHON-MTZBR', 'TOTAL-ERKEI-PIDION', 'TOTAL-CHISACHON-MITZTABER-TZAFUY', 'SCHUM-TZVIRA-BAMASLUL']);
const place = (element: XmlElement) => ({ line: element.line, path: element.path });
const codeOf = (text: string): string => text.trim().replace(/^0+(?=\d)/, '');

interface Claim {
  value: number;
  element: XmlElement;
}

function countMismatch(claim: Claim | null, found: number, field: string, what: { he: string; en: string; es: string }): XmlIssue[] {
  if (!claim || claim.value === found) return [];
  return [
    xmlError('COUNT_MISMATCH', xmlText(
      `רשומת הסגירה מציינת ${claim.value} ${what.he} (${field}), אך בקובץ נמצאו ${found}.`,
      `The closing record states ${claim.value} ${what.en} (${field}), but the file holds ${found}.`,
      `El registro de cierre indica ${claim.value} ${what.es} (${field}), pero el archivo contiene ${found}.`,
    ), place(claim.element), 6),
  ];
}

/**
 * The business checks of B4 as the handlers of a pass (so one pass may read and check), and what they found when the
 * pass ends: ID check digits (100), the closing record's counts (6), dates, negative balances, a policy without its
 * number. `xsi:nil` elements are empty, not wrong; leading zeros are read as the numbers they are.
 */
export function holdingsRulesPass(options: HoldingsRuleOptions = {}): { handlers: XmlWalkHandlers; finish(): XmlIssue[] } {
  const now = options.now ?? new Date();
  const issues: XmlIssue[] = [];
  let products = 0;
  let policies = 0;
  let idType: string | null = null;
  let policy: { element: XmlElement; hasNumber: boolean } | null = null;
  const closing: { products: Claim | null; policies: Claim | null } = { products: null, policies: null };

  const leaf = (element: XmlElement, text: string): void => {
    const { name } = element;
    const value = text.trim();
    if (name === 'SUG-MEZAHE-LAKOACH') idType = element.isNil ? null : codeOf(value);
    else if (name === 'MISPAR-ZIHUY-LAKOACH') {
      if (!element.isNil && (idType === null || idType === '1') && !isValidIsraeliId(value)) {
        issues.push(xmlError('INVALID_ID_CHECKSUM', xmlText(
          `מספר הזהות ${value} אינו תקין: ספרת הביקורת שלו שגויה.`,
          `The ID number ${value} is not valid: its check digit is wrong.`,
          `El número de identidad ${value} no es válido: su dígito de control es incorrecto.`,
        ), place(element), 100));
      }
    } else if (name === 'MISPAR-POLISA-O-HESHBON') {
      if (policy && !element.isNil && value !== '') policy.hasNumber = true;
    } else if (name.startsWith('TAARICH-')) {
      const problem = !element.isNil && value !== '' ? dateProblem(name, value, now) : null;
      if (problem) issues.push(xmlError('DATE_INVALID', problem.message, place(element), problem.code));
    } else if (BALANCES.has(name)) {
      if (!element.isNil && Number(value) < 0) {
        issues.push(xmlError('NEGATIVE_BALANCE', xmlText(
          `היתרה ${value} ב-${name} שלילית; יתרת חיסכון אינה יכולה להיות שלילית.`,
          `The balance ${value} in ${name} is negative; a savings balance cannot be.`,
          `El saldo ${value} en ${name} es negativo; un saldo de ahorro no puede serlo.`,
        ), place(element)));
      }
    } else if ((name === 'KAMUT-MUTZARIM' || name === 'KAMUT-POLISOT') && !element.isNil && /^\d+$/.test(value)) {
      closing[name === 'KAMUT-MUTZARIM' ? 'products' : 'policies'] = { value: Number(value), element };
    }
  };

  const handlers: XmlWalkHandlers = {
    open: (element) => {
      if (element.name === 'Mutzar') products += 1;
      else if (element.name === 'HeshbonOPolisa') {
        policies += 1;
        policy = { element, hasNumber: false };
      } else if (element.name === 'YeshutLakoach') idType = null;
    },
    close: (element, text) => {
      if (element.name === 'HeshbonOPolisa' && policy) {
        if (!policy.hasNumber) {
          issues.push(xmlError('MISSING_FIELD', xmlText(
            'לפוליסה או לחשבון אין מספר (MISPAR-POLISA-O-HESHBON).',
            'A policy or account has no number (MISPAR-POLISA-O-HESHBON).',
            'Una póliza o cuenta no tiene número (MISPAR-POLISA-O-HESHBON).',
          ), place(policy.element)));
        }
        policy = null;
      } else leaf(element, text);
    },
  };

  return {
    handlers,
    finish: () => [
      ...issues,
      ...countMismatch(closing.products, products, 'KAMUT-MUTZARIM', { he: 'מוצרים', en: 'products', es: 'productos' }),
      ...countMismatch(closing.policies, policies, 'KAMUT-POLISOT', { he: 'פוליסות וחשבונות', en: 'policies and accounts', es: 'pólizas y cuentas' }),
    ],
  };
}

/**
 * The business checks of B4 over a holdings file (its bytes or its decoded text), each issue with its line and path,
 * and the file-name check (a warning). The text must be well-formed: inspect it first.
 */
export function checkHoldingsRules(input: string | Buffer, fileName: string, options: HoldingsRuleOptions = {}): XmlIssue[] {
  const text = typeof input === 'string' ? input : decodeXmlText(input);
  const pass = holdingsRulesPass(options);
  walkXml(text, pass.handlers);
  return [...pass.finish(), ...checkHoldingsFileName(fileName)];
}
