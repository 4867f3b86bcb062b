import type { CompleteResult } from './simulations-api';

/** One year's balance at its end, at the age it is reached: what the chart and its table show. */
export interface BalanceYear {
  year: number;
  age: number;
  nominal: number;
  real: number;
}

type Year = NonNullable<CompleteResult['years']>[number];

/** The balance year by year: a plan's own table, or a combined plan's components added up year by year. */
export function balanceYears(result: CompleteResult, currentAge: number): BalanceYear[] {
  const tables: (readonly Year[])[] = result.years ? [result.years] : [result.pension?.years ?? [], result.hishtalmut?.years ?? []];
  const byYear = new Map<number, BalanceYear>();
  for (const table of tables) {
    for (const row of table) {
      const sum = byYear.get(row.year) ?? { year: row.year, age: 0, nominal: 0, real: 0 };
      byYear.set(row.year, { ...sum, age: Math.round((currentAge + (row.year - 1) + row.months / 12) * 10) / 10, nominal: sum.nominal + row.balanceNominal, real: sum.real + row.balanceReal });
    }
  }
  return [...byYear.values()].sort((left, right) => left.year - right.year);
}
