import { normalizeIsraeliId } from '../../engine/xml/israeli-id';
import { decodeXmlText } from './decode-xml';
import { isoDate } from './holdings-dates';
import type { HoldingsData, HoldingsDeposit, HoldingsMember, HoldingsPolicy, XmlBusinessData } from './xml-types';
import { walkXml, type XmlElement } from './xml-walk';

const number = (value: string | null): number | null => {
  if (value === null) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};
// A code as its list writes it: leading zeros dropped ("01" is "1").
const code = (value: string | null): string | null => (value === null ? null : value.replace(/^0+(?=\d)/, ''));
const codeNumber = (value: string | null): number | null => number(code(value));
const date = (value: string | null): string | null => (value === null ? null : isoDate(value));

const emptyMember = (): HoldingsMember => ({ idType: null, idNumber: '', firstName: null, lastName: null, gender: null, birthDate: null, maritalStatus: null, children: null });

interface PolicyState {
  policy: HoldingsPolicy;
  balances: { kind: string | null; amount: number }[];
  deposit: HoldingsDeposit | null;
  balanceKind: string | null;
  lastDeposits: number[];
}

const MEMBER_FIELDS: Record<string, (member: HoldingsMember, value: string | null) => void> = {
  'SUG-MEZAHE-LAKOACH': (member, value) => void (member.idType = code(value)),
  'MISPAR-ZIHUY-LAKOACH': (member, value) => void (member.idNumber = value === null ? '' : normalizeIsraeliId(value)),
  'SHEM-PRATI': (member, value) => void (member.firstName = value),
  'SHEM-MISHPACHA': (member, value) => void (member.lastName = value),
  MIN: (member, value) => void (member.gender = code(value)),
  'TAARICH-LEYDA': (member, value) => void (member.birthDate = date(value)),
  'MATZAV-MISHPACHTI': (member, value) => void (member.maritalStatus = code(value)),
  'MISPAR-YELADIM': (member, value) => void (member.children = number(value)),
};

const DEPOSIT_FIELDS: Record<string, (deposit: HoldingsDeposit, value: string | null) => void> = {
  'SUG-HAMAFKID': (deposit, value) => void (deposit.depositorType = code(value)),
  'SUG-HAFRASHA': (deposit, value) => void (deposit.depositType = code(value)),
  'ACHUZ-HAFRASHA': (deposit, value) => void (deposit.percent = number(value)),
  'SCHUM-HAFRASHA': (deposit, value) => void (deposit.amount = number(value)),
};

function policyField(state: PolicyState, name: string, value: string | null): void {
  const { policy } = state;
  if (state.deposit && name in DEPOSIT_FIELDS) return DEPOSIT_FIELDS[name]!(state.deposit, value);
  switch (name) {
    case 'MISPAR-POLISA-O-HESHBON': policy.policyNumber = value ?? ''; break;
    case 'SHEM-TOCHNIT': policy.planName = value; break;
    case 'TAARICH-NECHONUT': policy.valuationDate = date(value); break;
    case 'TAARICH-HITZTARFUT-MUTZAR': policy.joinDate = date(value); break;
    case 'STATUS-POLISA-O-CHESHBON': policy.status = codeNumber(value); break;
    case 'KOD-SUG-ITRA': state.balanceKind = code(value); break;
    case 'TOTAL-CHISACHON-MTZBR': {
      const amount = number(value);
      if (amount !== null) state.balances.push({ kind: state.balanceKind, amount });
      break;
    }
    case 'TOTAL-HAFKADA': {
      const amount = number(value);
      if (amount !== null) state.lastDeposits.push(amount);
      break;
    }
    case 'SHEUR-DMEI-NIHUL-HAFKADA': policy.depositFeePct ??= number(value); break;
    case 'SHEUR-DMEI-NIHUL-TZVIRA': policy.balanceFeePct ??= number(value); break;
  }
}

const sum = (values: number[]): number => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

// The policy closed: its balance (the current balances, KOD-SUG-ITRA 1, else all) and its monthly deposit.
function finishPolicy(state: PolicyState): HoldingsPolicy {
  const { policy, balances, lastDeposits } = state;
  const current = balances.filter((balance) => balance.kind === '1');
  const counted = current.length > 0 ? current : balances;
  policy.balance = counted.length > 0 ? sum(counted.map((balance) => balance.amount)) : null;
  const split = policy.deposits.flatMap((deposit) => (deposit.amount === null ? [] : [deposit.amount]));
  policy.monthlyDeposit = lastDeposits.length > 0 ? sum(lastDeposits) : split.length > 0 ? sum(split) : null;
  return policy;
}

/**
 * A holdings file normalised by B2's mapping in one streaming pass (saxes, by local names, whatever the namespace):
 * its header, producer, and each policy with its product, member, balances, deposits and fees, path and line;
 * percentages as written (6.00 is 6%), dates as ISO, ID numbers in nine digits. Null when the root is not Mimshak.
 * The file must be well-formed: inspect it first (XmlSyntaxError otherwise).
 */
export function readHoldings(data: Buffer | string): HoldingsData | null {
  const text = typeof data === 'string' ? data : decodeXmlText(data);
  const holdings: HoldingsData = { interfaceType: null, version: null, producedAt: null, environment: null, senderId: null, senderName: null, fileNumber: null, producerId: null, producerName: null, products: 0, policies: [], closing: null };
  const producers = new Map<string, string | null>();
  let isHoldings = true;
  let block: 'header' | 'producer' | 'closing' | null = null;
  let producer: { id: string | null; name: string | null } | null = null;
  let product: { productType: number | null; producerId: string | null; member: HoldingsMember; employerName: string | null } | null = null;
  let member: HoldingsMember | null = null;
  let state: PolicyState | null = null;

  const open = (element: XmlElement): void => {
    const { name, depth } = element;
    if (depth === 1) {
      isHoldings = name === 'Mimshak';
      if (!isHoldings) throw STOP;
    } else if (depth === 2) {
      block = name === 'KoteretKovetz' ? 'header' : name === 'YeshutYatzran' ? 'producer' : name === 'ReshumatSgira' ? 'closing' : null;
      if (block === 'producer') producer = { id: null, name: null };
      if (block === 'closing') holdings.closing = { products: null, policies: null };
    } else if (name === 'Mutzar') {
      holdings.products += 1;
      product = { productType: null, producerId: null, member: emptyMember(), employerName: null };
    } else if (name === 'YeshutLakoach' && product) member = product.member;
    else if (name === 'HeshbonOPolisa' && product) {
      const policy: HoldingsPolicy = {
        policyNumber: '', planName: null, productType: product.productType, producerId: product.producerId,
        producerName: (product.producerId !== null ? producers.get(product.producerId) : undefined) ?? holdings.producerName,
        member: product.member, employerName: product.employerName, status: null, joinDate: null, valuationDate: null, balance: null,
        monthlyDeposit: null, deposits: [], depositFeePct: null, balanceFeePct: null, path: element.path, line: element.line,
      };
      state = { policy, balances: [], deposit: null, balanceKind: null, lastDeposits: [] };
    } else if (name === 'PerutHafrashotLePolisa' && state) state.deposit = { depositorType: null, depositType: null, percent: null, amount: null };
    else if (name === 'PerutYitrot' && state) state.balanceKind = null;
  };

  const close = (element: XmlElement, raw: string): void => {
    const { name } = element;
    const value = element.isNil ? null : raw.trim() || null;
    if (state) {
      if (name === 'HeshbonOPolisa') {
        holdings.policies.push(finishPolicy(state));
        state = null;
      } else if (name === 'PerutHafrashotLePolisa' && state.deposit) {
        state.policy.deposits.push(state.deposit);
        state.deposit = null;
      } else policyField(state, name, value);
    } else if (member) {
      if (name === 'YeshutLakoach') member = null;
      else MEMBER_FIELDS[name]?.(member, value);
    } else if (product) {
      if (name === 'Mutzar') product = null;
      else if (name === 'KOD-MEZAHE-YATZRAN') product.producerId = value;
      else if (name === 'SUG-MUTZAR-PENSIONI') product.productType = codeNumber(value);
      else if (name === 'SHEM-MAASIK') product.employerName ??= value;
    } else if (block === 'header') headerField(holdings, name, value);
    else if (block === 'producer' && producer) {
      if (name === 'KOD-MEZAHE-YATZRAN') producer.id = value;
      else if (name === 'SHEM-YATZRAN') producer.name = value;
      else if (name === 'YeshutYatzran') {
        if (producer.id !== null) producers.set(producer.id, producer.name);
        if (holdings.producerId === null && holdings.producerName === null) Object.assign(holdings, { producerId: producer.id, producerName: producer.name });
        producer = null;
      }
    } else if (block === 'closing' && holdings.closing) {
      if (name === 'KAMUT-MUTZARIM') holdings.closing.products = number(value);
      else if (name === 'KAMUT-POLISOT') holdings.closing.policies = number(value);
    }
  };

  try {
    walkXml(text, { open, close });
  } catch (error) {
    if (error !== STOP) throw error;
  }
  return isHoldings ? holdings : null;
}

// Thrown by a handler to end a pass that has learnt enough.
const STOP = new Error('stop');

function headerField(holdings: HoldingsData, name: string, value: string | null): void {
  switch (name) {
    case 'SUG-MIMSHAK': holdings.interfaceType = code(value); break;
    case 'MISPAR-GIRSAT-XML': holdings.version = value; break;
    case 'TAARICH-BITZUA': holdings.producedAt = date(value); break;
    case 'KOD-SVIVAT-AVODA': holdings.environment = code(value); break;
    case 'KOD-SHOLEACH': holdings.senderId = value; break;
    case 'SHEM-SHOLEACH': holdings.senderName = value; break;
    case 'MISPAR-HAKOVETZ': holdings.fileNumber = value; break;
  }
}

/** The business data a document carries (spec 2 §3): its first policy's number and member, every balance summed, the first valuation date. */
export function businessDataOf(holdings: HoldingsData): XmlBusinessData {
  const first = holdings.policies[0];
  const balances = holdings.policies.flatMap((policy) => (policy.balance === null ? [] : [policy.balance]));
  return {
    policyNumber: first?.policyNumber || null,
    clientIdNumber: first?.member.idNumber || null,
    amount: balances.length > 0 ? sum(balances) : null,
    effectiveDate: holdings.policies.find((policy) => policy.valuationDate !== null)?.valuationDate ?? holdings.producedAt?.slice(0, 10) ?? null,
  };
}
