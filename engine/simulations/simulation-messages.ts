import type { Language } from '../i18n/languages';

/** The simulations' messages (spec 2 §5), in every language, the same on the server and the screen. */
export const SIMULATION_MESSAGES = {
  AGE_REQUIRED: { he: 'יש להזין גיל', en: 'Age is required', es: 'La edad es obligatoria' },
  AGE_INVALID: { he: 'יש להזין גיל תקין (בין {{min}} ל-{{max}})', en: 'Enter a valid age (from {{min}} to {{max}})', es: 'Introduzca una edad válida (de {{min}} a {{max}})' },
  YEARS_INVALID: { he: 'יש להזין מספר שנים בין {{min}} ל-{{max}}', en: 'Enter from {{min}} to {{max}} years', es: 'Introduzca de {{min}} a {{max}} años' },
  SALARY_REQUIRED: { he: 'יש להזין שכר', en: 'Salary is required', es: 'El salario es obligatorio' },
  RETIREMENT_AFTER_CURRENT: { he: 'גיל הפרישה חייב להיות גדול מהגיל הנוכחי', en: 'Retirement age must be greater than current age', es: 'La edad de jubilación debe ser mayor que la edad actual' },
  CONTRIBUTION_RATE_RANGE: { he: 'שיעור ההפרשה חייב להיות בין 0% ל-100%', en: 'Contribution rate must be between 0% and 100%', es: 'La tasa de aportación debe estar entre 0% y 100%' },
  INTEREST_RATE_RANGE: { he: 'שיעור התשואה חייב להיות בין 0% ל-20%', en: 'Interest rate must be between 0% and 20%', es: 'La tasa de interés debe estar entre 0% y 20%' },
  RETURN_REQUIRED: { he: 'יש להזין שיעור תשואה שנתי', en: 'Enter the yearly return rate', es: 'Introduzca la tasa de rentabilidad anual' },
  AMOUNT_REQUIRED: { he: 'יש להזין סכום', en: 'Amount is required', es: 'El importe es obligatorio' },
  POSITIVE_NUMBER: { he: 'יש להזין מספר חיובי', en: 'Enter a positive number', es: 'Introduzca un número positivo' },
  LIFE_AFTER_RETIREMENT: { he: 'תוחלת החיים חייבת להיות גדולה מגיל הפרישה', en: 'Life expectancy must be greater than retirement age', es: 'La esperanza de vida debe ser mayor que la edad de jubilación' },
  HORIZON_REQUIRED: { he: 'יש להזין גיל פרישה או מספר שנות חיסכון', en: 'Enter a retirement age or the years of saving', es: 'Introduzca una edad de jubilación o los años de ahorro' },
  FEE_RANGE: { he: 'דמי הניהול חייבים להיות בין 0% ל-{{max}}%', en: 'Management fees must be between 0% and {{max}}%', es: 'Las comisiones deben estar entre 0% y {{max}}%' },
} as const satisfies Record<string, Record<Language, string>>;

export type SimulationMessageCode = keyof typeof SIMULATION_MESSAGES;

/** A problem of a simulation's inputs at its path (currentAge, pension.employeeRate). */
export interface SimulationProblem {
  path: string;
  code: SimulationMessageCode;
  params?: Record<string, number>;
}

/** A problem's message in every language, its {{…}} filled in. */
export function simulationMessages(problem: Pick<SimulationProblem, 'code' | 'params'>): Record<Language, string> {
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/gu, (_all, name: string) => String(problem.params?.[name] ?? ''));
  const texts = SIMULATION_MESSAGES[problem.code];
  return { he: fill(texts.he), en: fill(texts.en), es: fill(texts.es) };
}
