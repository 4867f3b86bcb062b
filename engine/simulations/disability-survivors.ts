import type { CoverSimulationInput } from '../generated/config-types';
import type { MaritalStatus } from './complete-input';

/**
 * Disability and survivors' pensions of an active member of a comprehensive fund (A6, the standard by-laws of 2018,
 * and the legacy "40%/30%" ones):
 *
 * - disability = insured salary × cover × pay factor; cover at most 75%; the factor is 1 from a 75% loss of capacity,
 *   the loss itself from 25% to 75%, 0 below 25%;
 * - survivors, of B = insured salary × survivors' cover: the spouse 60% of B; the children under 21 together 40% of B,
 *   split equally (100% of B when no parent is left); a disabled child 40% of B for life; each dependent parent 20% of B;
 *   together at most B, each share cut in proportion when they pass it;
 * - legacy by-laws: each orphan 30% of B (40% without a spouse), together at most 100%.
 */
export type Bylaws = 'standard' | 'legacy';

/** A disability or survivors simulation's inputs as the engine runs them (schemas/simulation-inputs.schema.json), the insured salary present. */
export type CoverInput = CoverSimulationInput & Required<Pick<CoverSimulationInput, 'insuredSalary'>>;

export interface DisabilityResult {
  /** The cover applied: the one asked for, at most 75%. */
  coverageRate: number;
  payFactor: number;
  disabilityMonthly: number;
}

export interface SurvivorsResult {
  /** B: the insured salary × the survivors' cover. */
  survivorsBase: number;
  spouseMonthly: number;
  childrenTotalMonthly: number;
  perChildMonthly: number;
  disabledChildMonthly: number;
  parentsMonthly: number;
  survivorsTotalMonthly: number;
  /** What the children under 21 (and a disabled child) would get together with no parent left. */
  orphansNoParentTotalMonthly: number;
}

/** The most disability cover a member can have (A6). */
export const MAX_DISABILITY_COVER = 0.75;
const DEFAULT_COVER = { disability: 0.75, survivors: 1 } as const;
const SHARES = { spouse: 0.6, children: 0.4, disabledChild: 0.4, parent: 0.2, orphansNoParent: 1 } as const;
const LEGACY = { orphanWithSpouse: 0.3, orphanWithoutSpouse: 0.4 } as const;

/** The pay factor of a loss of capacity (A6). */
export function payFactor(lossOfCapacity: number): number {
  if (lossOfCapacity >= 0.75) return 1;
  return lossOfCapacity >= 0.25 ? lossOfCapacity : 0;
}

export function disability(input: CoverInput): DisabilityResult {
  const coverageRate = Math.min(MAX_DISABILITY_COVER, input.disabilityCoverageRate ?? DEFAULT_COVER.disability);
  const factor = payFactor(input.lossOfCapacity ?? 1);
  return { coverageRate, payFactor: factor, disabilityMonthly: input.insuredSalary * coverageRate * factor };
}

const hasSpouse = (status: MaritalStatus | undefined): boolean => status === 'married';

export function survivors(input: CoverInput): SurvivorsResult {
  const base = input.insuredSalary * (input.survivorsCoverageRate ?? DEFAULT_COVER.survivors);
  const spouse = hasSpouse(input.maritalStatus);
  const children = Math.max(0, input.childrenAgesUnder21 ?? input.numberOfChildren ?? 0);
  const legacy = input.bylaws === 'legacy';
  const orphanShare = spouse ? LEGACY.orphanWithSpouse : LEGACY.orphanWithoutSpouse;
  const childrenShare = children === 0 ? 0 : legacy ? Math.min(1, orphanShare * children) : spouse ? SHARES.children : SHARES.orphansNoParent;
  const shares = {
    spouse: spouse ? SHARES.spouse : 0,
    children: childrenShare,
    disabledChild: input.disabledChild ? SHARES.disabledChild : 0,
    parents: SHARES.parent * Math.max(0, input.dependentParents ?? 0),
  };
  const sum = shares.spouse + shares.children + shares.disabledChild + shares.parents;
  const scale = sum > 1 ? 1 / sum : 1;
  const amount = (share: number) => base * share * scale;
  const orphansAlone = children + (input.disabledChild ? 1 : 0) === 0 ? 0 : legacy ? Math.min(1, LEGACY.orphanWithoutSpouse * (children + (input.disabledChild ? 1 : 0))) : SHARES.orphansNoParent;
  return {
    survivorsBase: base,
    spouseMonthly: amount(shares.spouse),
    childrenTotalMonthly: amount(shares.children),
    perChildMonthly: children === 0 ? 0 : amount(shares.children) / children,
    disabledChildMonthly: amount(shares.disabledChild),
    parentsMonthly: amount(shares.parents),
    survivorsTotalMonthly: amount(sum),
    orphansNoParentTotalMonthly: base * orphansAlone,
  };
}
