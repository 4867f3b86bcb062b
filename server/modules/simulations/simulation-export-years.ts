import type { ProjectionYear } from '../../../engine/simulations/projection';

/** One year of an exported simulation: the age at its end, the salary, what was deposited and the balance. */
export interface ExportYear {
  year: number;
  age: number;
  salary: number;
  deposits: number;
  nominal: number;
  real: number;
}

/** A year of a stored result's table, as the engine wrote it. */
type StoredYear = ProjectionYear;

const tableOf = (value: unknown): StoredYear[] => (Array.isArray(value) ? (value as StoredYear[]) : []);

/**
 * The year-by-year table of a stored result: a plan's own, or a combined plan's components added up year by year
 * (their salary is the same one), the age as the screen writes it (src/pages/simulations/balance-years.ts).
 */
export function exportYears(result: Record<string, unknown>, currentAge: number): ExportYear[] {
  const part = (key: string) => (result[key] && typeof result[key] === 'object' ? tableOf((result[key] as Record<string, unknown>).years) : []);
  const tables = result.years ? [tableOf(result.years)] : [part('pension'), part('hishtalmut')];
  const byYear = new Map<number, ExportYear>();
  for (const table of tables) {
    for (const row of table) {
      const sum = byYear.get(row.year);
      const age = Math.round((currentAge + (row.year - 1) + row.months / 12) * 10) / 10;
      byYear.set(row.year, {
        year: row.year,
        age,
        salary: sum?.salary ?? row.monthlySalary,
        deposits: (sum?.deposits ?? 0) + row.deposits,
        nominal: (sum?.nominal ?? 0) + row.balanceNominal,
        real: (sum?.real ?? 0) + row.balanceReal,
      });
    }
  }
  return [...byYear.values()].sort((left, right) => left.year - right.year);
}
