// The shapes of the calculations' answers (issue 26: data.result), for the OpenAPI document and the browser's types.

const money = (description: string) => ({ type: 'number', description }) as const;

const yearSchema = {
  type: 'object',
  required: ['year', 'months', 'monthlySalary', 'deposits', 'balanceNominal', 'balanceReal'],
  properties: {
    year: { type: 'integer', description: '1 for the first twelve months.' },
    months: { type: 'integer', description: 'Months of the year saved (12, or fewer in the last).' },
    monthlySalary: money('The monthly salary in the year.'),
    deposits: money('What was deposited in the year, before the fee on deposits.'),
    balanceNominal: money('The balance at the year’s end.'),
    balanceReal: money('The same in today’s money.'),
  },
} as const;

const annuitySchema = {
  type: 'object',
  required: ['paymentMonths', 'monthlyPensionNominal', 'equivalentCoefficient'],
  properties: {
    paymentMonths: { type: 'integer', description: '12 × (life expectancy − retirement age).' },
    monthlyPensionNominal: money('The balance paid out over those months at the plan’s monthly return.'),
    equivalentCoefficient: money('The balance ÷ that pension.'),
  },
} as const;

/** One plan's result. */
export const planResultSchema = {
  type: 'object',
  required: ['planType', 'months', 'totalDepositsNominal', 'totalSavingsNominal', 'totalSavingsReal', 'finalMonthlySalaryNominal', 'monthlyDepositFirstMonth', 'years'],
  properties: {
    planType: { enum: ['pension_fund', 'managers_insurance', 'hishtalmut'] },
    months: { type: 'integer', description: 'Months of saving: round(12 × (retirement age − current age)).' },
    totalDepositsNominal: money('Every deposit, before the fee on deposits.'),
    totalSavingsNominal: money('The balance at retirement.'),
    totalSavingsReal: money('The balance in today’s money.'),
    finalMonthlySalaryNominal: money('The salary of the last month saved.'),
    monthlyDepositFirstMonth: money('The first month’s deposit.'),
    conversionCoefficient: money('The coefficient the pension was converted by (plans that pay a pension).'),
    monthlyPensionNominal: money('The balance ÷ the coefficient.'),
    monthlyPensionReal: money('The pension in today’s money.'),
    replacementRate: money('The pension ÷ the final salary.'),
    replacementRateRealVsCurrentSalary: money('The pension in today’s money ÷ the salary now.'),
    annuity: annuitySchema,
    years: { type: 'array', items: yearSchema, description: 'The year-by-year table behind the figures.' },
  },
} as const;

/** A complete simulation's result: one plan's, or a combined plan's (its components and their sums). */
export const completeResultSchema = {
  type: 'object',
  required: ['planType', 'months', 'totalSavingsNominal', 'totalSavingsReal'],
  properties: {
    ...planResultSchema.properties,
    planType: { enum: ['pension_fund', 'managers_insurance', 'hishtalmut', 'combined'] },
    pension: planResultSchema,
    hishtalmut: planResultSchema,
  },
} as const;

export const disabilityResultSchema = {
  type: 'object',
  required: ['coverageRate', 'payFactor', 'disabilityMonthly'],
  properties: {
    coverageRate: money('The cover applied (at most 0.75).'),
    payFactor: money('1 from a 75% loss of capacity, the loss from 25%, 0 below.'),
    disabilityMonthly: money('The disability pension a month.'),
  },
} as const;

export const survivorsResultSchema = {
  type: 'object',
  required: ['survivorsBase', 'spouseMonthly', 'childrenTotalMonthly', 'perChildMonthly', 'disabledChildMonthly', 'parentsMonthly', 'survivorsTotalMonthly', 'orphansNoParentTotalMonthly'],
  properties: {
    survivorsBase: money('The insured salary × the survivors’ cover.'),
    spouseMonthly: money('The spouse’s pension.'),
    childrenTotalMonthly: money('The children under 21 together.'),
    perChildMonthly: money('Each child under 21.'),
    disabledChildMonthly: money('A disabled child’s pension, for life.'),
    parentsMonthly: money('The dependent parents together.'),
    survivorsTotalMonthly: money('Everything together, at most the base.'),
    orphansNoParentTotalMonthly: money('The children together with no parent left.'),
  },
} as const;
