import type { Language } from '../../engine/i18n/languages';
import type { HoldingsFieldFormat } from '../../engine/xml/holdings-fields';
import type { Table } from './holdings-table';
import type { HoldingsData } from './xml-types';

type Row = Record<string, string | number | null>;

/** A holdings file as its business entities (spec 2 §7's business transformation): one list each, joined by policy number and ID number. */
export interface HoldingsBusiness {
  header: Omit<HoldingsData, 'policies'>;
  members: Row[];
  products: Row[];
  policies: Row[];
  balances: Row[];
  deposits: Row[];
  fees: Row[];
}

type Entity = Exclude<keyof HoldingsBusiness, 'header'>;
type Column = [key: string, format: HoldingsFieldFormat, he: string, en: string, es: string];

const COLUMNS: Record<Entity, { names: [string, string, string]; columns: Column[] }> = {
  members: { names: ['עמיתים', 'Members', 'Afiliados'], columns: [
    ['idNumber', 'text', 'מספר זהות', 'ID number', 'Número de identidad'], ['idType', 'code', 'סוג מזהה', 'ID type', 'Tipo de identificación'],
    ['firstName', 'text', 'שם פרטי', 'First name', 'Nombre'], ['lastName', 'text', 'שם משפחה', 'Last name', 'Apellido'],
    ['gender', 'code', 'מין', 'Gender', 'Sexo'], ['birthDate', 'date', 'תאריך לידה', 'Birth date', 'Fecha de nacimiento'],
    ['maritalStatus', 'code', 'מצב משפחתי', 'Marital status', 'Estado civil'], ['children', 'number', 'ילדים', 'Children', 'Hijos'],
    ['policies', 'number', 'פוליסות', 'Policies', 'Pólizas'], ['balance', 'money', 'יתרה כוללת', 'Total balance', 'Saldo total'],
  ] },
  products: { names: ['מוצרים', 'Products', 'Productos'], columns: [
    ['productType', 'code', 'סוג מוצר', 'Product type', 'Tipo de producto'], ['policies', 'number', 'פוליסות', 'Policies', 'Pólizas'],
    ['balance', 'money', 'יתרה כוללת', 'Total balance', 'Saldo total'],
  ] },
  policies: { names: ['פוליסות', 'Policies', 'Pólizas'], columns: [
    ['policyNumber', 'text', 'מספר פוליסה/חשבון', 'Policy/account number', 'Número de póliza/cuenta'], ['memberIdNumber', 'text', 'מספר זהות', 'ID number', 'Número de identidad'],
    ['productType', 'code', 'סוג מוצר', 'Product type', 'Tipo de producto'], ['planName', 'text', 'שם תוכנית', 'Plan name', 'Nombre del plan'],
    ['producerId', 'text', 'מזהה יצרן', 'Producer ID', 'ID del productor'], ['producerName', 'text', 'יצרן', 'Producer', 'Productor'],
    ['employerName', 'text', 'מעסיק', 'Employer', 'Empleador'], ['status', 'code', 'סטטוס', 'Status', 'Estado'],
    ['joinDate', 'date', 'תאריך הצטרפות', 'Join date', 'Fecha de adhesión'], ['valuationDate', 'date', 'נכון לתאריך', 'Valuation date', 'Fecha de valoración'],
    ['line', 'number', 'שורה', 'Line', 'Línea'],
  ] },
  balances: { names: ['יתרות', 'Balances', 'Saldos'], columns: [
    ['policyNumber', 'text', 'מספר פוליסה/חשבון', 'Policy/account number', 'Número de póliza/cuenta'], ['memberIdNumber', 'text', 'מספר זהות', 'ID number', 'Número de identidad'],
    ['valuationDate', 'date', 'נכון לתאריך', 'Valuation date', 'Fecha de valoración'], ['balance', 'money', 'יתרה צבורה', 'Balance', 'Saldo'],
  ] },
  deposits: { names: ['הפקדות', 'Deposits', 'Aportaciones'], columns: [
    ['policyNumber', 'text', 'מספר פוליסה/חשבון', 'Policy/account number', 'Número de póliza/cuenta'], ['depositorType', 'code', 'סוג מפקיד', 'Depositor type', 'Tipo de aportante'],
    ['depositType', 'code', 'סוג הפרשה', 'Deposit type', 'Tipo de aportación'], ['percent', 'percent', 'אחוז הפרשה', 'Percent', 'Porcentaje'],
    ['amount', 'money', 'סכום הפרשה', 'Amount', 'Importe'], ['monthlyDeposit', 'money', 'הפקדה חודשית בפוליסה', "Policy's monthly deposit", 'Aportación mensual de la póliza'],
  ] },
  fees: { names: ['דמי ניהול', 'Fees', 'Comisiones'], columns: [
    ['policyNumber', 'text', 'מספר פוליסה/חשבון', 'Policy/account number', 'Número de póliza/cuenta'], ['productType', 'code', 'סוג מוצר', 'Product type', 'Tipo de producto'],
    ['depositFeePct', 'percent', 'דמי ניהול מהפקדה (%)', 'Deposit fee (%)', 'Comisión sobre aportaciones (%)'], ['balanceFeePct', 'percent', 'דמי ניהול מצבירה (%)', 'Balance fee (%)', 'Comisión sobre saldo (%)'],
  ] },
};

const round = (value: number): number => Math.round(value * 100) / 100;

/** A holdings file's business entities: members (one per ID number), products (one per product type), policies, balances, deposits, fees. */
export function holdingsBusiness(holdings: HoldingsData): HoldingsBusiness {
  const { policies: list, ...header } = holdings;
  const members = new Map<string, Row>();
  const products = new Map<string, Row>();
  for (const policy of list) {
    const { member } = policy;
    const known = members.get(member.idNumber) ?? { ...member, policies: 0, balance: null };
    known.policies = Number(known.policies) + 1;
    if (policy.balance !== null) known.balance = round(Number(known.balance ?? 0) + policy.balance);
    members.set(member.idNumber, known);
    const key = String(policy.productType ?? '');
    const product = products.get(key) ?? { productType: policy.productType, policies: 0, balance: null };
    product.policies = Number(product.policies) + 1;
    if (policy.balance !== null) product.balance = round(Number(product.balance ?? 0) + policy.balance);
    products.set(key, product);
  }
  return {
    header,
    members: [...members.values()],
    products: [...products.values()],
    policies: list.map((policy) => ({
      policyNumber: policy.policyNumber, memberIdNumber: policy.member.idNumber, productType: policy.productType, planName: policy.planName, producerId: policy.producerId,
      producerName: policy.producerName, employerName: policy.employerName, status: policy.status, joinDate: policy.joinDate, valuationDate: policy.valuationDate, line: policy.line,
    })),
    balances: list.map((policy) => ({ policyNumber: policy.policyNumber, memberIdNumber: policy.member.idNumber, valuationDate: policy.valuationDate, balance: policy.balance })),
    deposits: list.flatMap((policy) => policy.deposits.map((deposit) => ({ policyNumber: policy.policyNumber, ...deposit, monthlyDeposit: policy.monthlyDeposit }))),
    fees: list.map((policy) => ({ policyNumber: policy.policyNumber, productType: policy.productType, depositFeePct: policy.depositFeePct, balanceFeePct: policy.balanceFeePct })),
  };
}

const LANGUAGE_INDEX: Record<Language, 2 | 3 | 4> = { he: 2, en: 3, es: 4 };

/** One entity as a table with headings in the language. */
export function entityTable(business: HoldingsBusiness, entity: Entity, language: Language): Table {
  const { names, columns } = COLUMNS[entity];
  return {
    name: names[LANGUAGE_INDEX[language] - 2]!,
    columns: columns.map((column) => ({ header: column[LANGUAGE_INDEX[language]], format: column[1] })),
    rows: business[entity].map((row) => columns.map(([key]) => row[key] ?? null)),
  };
}

/** The entities in the order a workbook's sheets show them. */
export const HOLDINGS_ENTITIES: readonly Entity[] = ['policies', 'members', 'products', 'balances', 'deposits', 'fees'];
