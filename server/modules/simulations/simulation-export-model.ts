import type { Language } from '../../../engine/i18n/languages';
import { isRtl } from '../../../engine/i18n/languages';
import type { OfficeContext } from '../../context/office-context';
import { officeWordFiller } from '../../plugins/office-words';
import { exportWords, type ExportWords } from './simulation-export-labels';
import { exportYears, type ExportYear } from './simulation-export-years';
import type { SimulationRow } from './simulations.queries';

/** How a value is written: an amount in shekels, a rate, a plain number or words. */
export type ValueFormat = 'money' | 'percent' | 'number' | 'text';

/** One labelled value of the file: its number (or words) for a spreadsheet and its text for a page. */
export interface ExportValue {
  label: string;
  value: number | string;
  text: string;
  format: ValueFormat;
}

/** A simulation worded for a reader in one language, ready to be laid out as a PDF or a workbook. */
export interface ExportModel {
  language: Language;
  isRtl: boolean;
  words: ExportWords;
  title: string;
  heading: ExportValue[];
  figures: ExportValue[];
  /** The disability and survivors' figures: a cover simulation's results, or an enhanced one's cover of the current salary. */
  cover: { title: string; figures: ExportValue[] };
  assumptions: ExportValue[];
  years: ExportYear[];
  notModelled: string;
}

const MONEY_INPUTS = new Set(['currentSalary', 'currentSavings', 'averageWage', 'otherIncome', 'salaryCeiling', 'monthlyContribution', 'employerContribution', 'insuredSalary']);
const RATE_INPUTS = new Set(['employeeRate', 'employerRate', 'severanceRate', 'annualReturnRate', 'inflationRate', 'salaryGrowthRate', 'managementFeeDeposit', 'managementFeeAccumulation', 'disabilityCoverageRate', 'survivorsCoverageRate', 'lossOfCapacity']);
const PLAN_KEYS = ['pension', 'hishtalmut'] as const;
const COVER_FIGURES = ['disabilityMonthly', 'spouseMonthly', 'childrenTotalMonthly', 'perChildMonthly', 'parentsMonthly', 'survivorsTotalMonthly', 'orphansNoParentTotalMonthly'] as const;
// Marks the number formatters put around a figure for the screen: the font has no glyph for them, and a line is ordered by bidi-line.ts.
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/** The formatters of a language: shekels without decimals, rates up to two decimals, plain numbers. */
export function valueWriters(language: Language) {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'ILS', maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return {
    money: (value: number) => money.format(value).replace(BIDI_MARKS, ''),
    percent: (value: number) => percent.format(value).replace(BIDI_MARKS, ''),
    number: (value: number) => number.format(value).replace(BIDI_MARKS, ''),
  };
}

const withoutUnit = (label: string) => label.replace(/\s*\((₪|%)\)$/, '');

/** The simulation's inputs and result worded in the caller's language, the office's vocabulary filled in. */
export function exportModel(ctx: OfficeContext, row: SimulationRow, language: Language, now: Date): ExportModel {
  const words = exportWords(language);
  const { screen, file } = words;
  const fill = officeWordFiller(ctx.office);
  const write = valueWriters(language);
  const value = (label: string, raw: number | string, format: ValueFormat): ExportValue => ({ label, value: raw, format, text: typeof raw === 'string' ? raw : format === 'text' ? String(raw) : write[format](raw) });
  const enumText = (key: string, raw: string): string => {
    const tables: Record<string, Record<string, string>> = { planType: screen.planTypes, employmentType: screen.employmentTypes, gender: screen.genders, maritalStatus: file.values, bylaws: file.values };
    return tables[key]?.[raw] ?? raw;
  };
  const fieldLabel = (key: string): string => withoutUnit((screen.fields as Record<string, string>)[key] ?? (file.fields as Record<string, string>)[key] ?? key);
  const input = (key: string, raw: unknown, prefix = ''): ExportValue[] => {
    const label = `${prefix}${fieldLabel(key)}`;
    if (typeof raw === 'boolean') return [value(label, raw ? file.yes : file.no, 'text')];
    if (typeof raw === 'string') return [value(label, enumText(key, raw), 'text')];
    if (typeof raw !== 'number') return [];
    return [value(label, raw, MONEY_INPUTS.has(key) ? 'money' : RATE_INPUTS.has(key) ? 'percent' : 'number')];
  };
  const inputs = row.inputs;
  // In the form's order (the database keeps an object's keys in its own order), then the file's own fields, then any other.
  const order = [...Object.keys(screen.fields), ...Object.keys(file.fields), ...PLAN_KEYS];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const sorted = (entries: [string, unknown][]) => entries.sort(([left], [right]) => rank(left) - rank(right));
  // The coefficient the engine chose when none was given (by gender and retirement age): the pension rests on it.
  const chosenCoefficient = inputs.conversionCoefficient === undefined && typeof row.result.conversionCoefficient === 'number' ? { conversionCoefficient: row.result.conversionCoefficient } : {};
  const assumptions = sorted(Object.entries({ ...inputs, ...chosenCoefficient })).flatMap(([key, raw]) => {
    if (!(PLAN_KEYS as readonly string[]).includes(key)) return input(key, raw);
    const part = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    return sorted(Object.entries(part)).flatMap(([inner, innerRaw]) => input(inner, innerRaw, `${file[key as (typeof PLAN_KEYS)[number]]} · `));
  });

  const result = row.result;
  const number = (key: string, from: Record<string, unknown> = result) => (typeof from[key] === 'number' ? (from[key] as number) : undefined);
  const figure = (label: string, raw: number | undefined, format: ValueFormat) => (raw === undefined ? [] : [value(label, raw, format)]);
  const cover = row.kind === 'enhanced' && result.cover && typeof result.cover === 'object' ? (result.cover as Record<string, unknown>) : row.kind === 'disability' || row.kind === 'survivors' ? result : undefined;
  const coverKeys = row.kind === 'disability' ? COVER_FIGURES.slice(0, 1) : row.kind === 'survivors' ? COVER_FIGURES.slice(1) : COVER_FIGURES;
  const figures = [
    ...figure(screen.results.pensionNominal, number('monthlyPensionNominal'), 'money'),
    ...figure(screen.results.pensionReal, number('monthlyPensionReal'), 'money'),
    ...figure(screen.results.savingsNominal, number('totalSavingsNominal'), 'money'),
    ...figure(screen.results.savingsReal, number('totalSavingsReal'), 'money'),
    ...figure(screen.results.replacementRate, number('replacementRate'), 'percent'),
  ];
  const coverFigures = cover ? coverKeys.flatMap((key) => figure(file.cover[key], number(key, cover), 'money')) : [];

  const currentAge = typeof inputs.currentAge === 'number' ? inputs.currentAge : 0;
  const date = new Intl.DateTimeFormat(language, { timeZone: ctx.office.localization.timeZone, dateStyle: 'long' }).format(now);
  const planType = typeof inputs.planType === 'string' ? inputs.planType : row.plan_type;
  const heading = [
    ...(row.client_name ? [value(fill(file.client, language), row.client_name, 'text')] : []),
    value(file.office, ctx.tenant.name, 'text'),
    value(file.date, date, 'text'),
    value(file.kind, file.kinds[row.kind as keyof typeof file.kinds] ?? row.kind, 'text'),
    ...(planType ? [value(file.plan, enumText('planType', planType), 'text')] : []),
  ];
  return { language, isRtl: isRtl(language), words, title: row.name, heading, figures: row.kind === 'enhanced' ? figures : [...figures, ...coverFigures], cover: { title: file.coverResults, figures: row.kind === 'enhanced' ? coverFigures : [] }, assumptions, years: exportYears(result, currentAge), notModelled: screen.results.notModelled };
}
