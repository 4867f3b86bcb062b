/**
 * What a balance at retirement pays a month (A4, A5):
 *
 * - by the conversion coefficient: balance ÷ coefficient (1,000,000 ÷ 200 = 5,000);
 * - by the annuity alternative: n = 12 × (life expectancy − retirement age) payments at the plan's monthly return j:
 *   balance × j ÷ (1 − (1+j)^−n), or balance ÷ n when j = 0. Its equivalent coefficient is balance ÷ that pension.
 */

/** The monthly pension a conversion coefficient gives. */
export function pensionByCoefficient(balance: number, coefficient: number): number {
  return balance / coefficient;
}

export interface Annuity {
  /** The payments, n. */
  paymentMonths: number;
  monthlyPensionNominal: number;
  /** balance ÷ the annuity's pension: comparable with a fund's coefficient. */
  equivalentCoefficient: number;
}

/** The annuity alternative: the balance paid out over the months to the life expectancy at the monthly return. */
export function annuity(balance: number, monthlyReturn: number, paymentMonths: number): Annuity {
  const n = Math.max(1, Math.round(paymentMonths));
  const pension = monthlyReturn === 0 ? balance / n : (balance * monthlyReturn) / (1 - Math.pow(1 + monthlyReturn, -n));
  return { paymentMonths: n, monthlyPensionNominal: pension, equivalentCoefficient: pension > 0 ? balance / pension : 0 };
}
