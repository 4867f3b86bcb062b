import { describe, expect, it } from 'vitest';
import { canCompare, compareIds, inputRows, markRow, resultRows } from './compare-rows';
import { storedSimulation } from './simulation-fixtures';

describe('the comparison of simulations', () => {
  it('takes 2 or 3 distinct ids from the address, in order', () => {
    expect(compareIds('a, b,,a,c')).toEqual(['a', 'b', 'c']);
    expect(compareIds(null)).toEqual([]);
    expect([0, 1, 2, 3, 4].map(canCompare)).toEqual([false, false, true, true, false]);
  });

  it('marks a row that differs, a blank beside a value included, and the best where higher is better', () => {
    expect(markRow([5, 5, 5], 'higher')).toEqual({ differs: false, best: [] });
    expect(markRow([0.1 + 0.2, 0.3])).toEqual({ differs: false, best: [] });
    expect(markRow([3, 7, 7], 'higher')).toEqual({ differs: true, best: [1, 2] });
    expect(markRow([3, 7])).toEqual({ differs: true, best: [] });
    expect(markRow([null, 7], 'higher')).toEqual({ differs: true, best: [] });
    expect(markRow(['male', 'female', 'male'])).toEqual({ differs: true, best: [] });
  });

  it('reads the key results, a combined plan’s pension from its pension component', () => {
    const plain = storedSimulation();
    const combined = storedSimulation({ result: { planType: 'combined', months: 12, totalSavingsNominal: 10, totalSavingsReal: 9, pension: { planType: 'pension_fund', months: 12, totalSavingsNominal: 8, totalSavingsReal: 7, monthlyPensionNominal: 1, monthlyPensionReal: 0.5, replacementRate: 0.01 } } as never });
    const rows = resultRows([plain, combined]);
    expect(rows.map((row) => row.key)).toEqual(['pensionNominal', 'pensionReal', 'savingsNominal', 'savingsReal', 'replacementRate']);
    expect(rows[0]).toMatchObject({ values: [plain.result.monthlyPensionNominal, 1], differs: true, best: [0] });
    expect(rows[2]!.values[1]).toBe(10);
  });

  it('lists every input as the form shows it, marking those that differ and leaving out what none has', () => {
    const older = storedSimulation({ inputs: { ...storedSimulation().inputs, currentAge: 50 } });
    const rows = inputRows([storedSimulation(), older]);
    expect(rows.find((row) => row.key === 'currentAge')).toMatchObject({ values: [40, 50], differs: true, best: [], defaults: [false, false] });
    expect(rows.find((row) => row.key === 'employeeRate')).toMatchObject({ differs: false });
    expect(rows.find((row) => row.key === 'employeeRate')!.values[0]).toBeGreaterThan(1);
    expect(rows.some((row) => row.key === 'horizonYears')).toBe(false);
  });

  it('shows an input left blank as the engine’s default it ran with, equal to the same value given', () => {
    const given = storedSimulation();
    const { employeeRate: _rate, inflationRate: _inflation, ...rest } = given.inputs as Record<string, unknown>;
    const blank = storedSimulation({ inputs: rest as typeof given.inputs });
    const rows = inputRows([given, blank]);
    // The pension fund's usual employee rate, 6%, as the form writes it.
    expect(rows.find((row) => row.key === 'employeeRate')).toMatchObject({ values: [6, 6], defaults: [false, true], differs: false });
    expect(rows.find((row) => row.key === 'inflationRate')).toMatchObject({ values: [2, 0], defaults: [false, true], differs: true });
    expect(rows.find((row) => row.key === 'lifeExpectancy')).toMatchObject({ values: [81, 81], defaults: [true, true], differs: false });
  });
});
