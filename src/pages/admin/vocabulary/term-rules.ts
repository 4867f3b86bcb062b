import terminologySchema from '../../../../schemas/terminology.schema.json';
import { TERM_KEYS } from '../../../../engine/terminology/terminology';

// The rules come from schemas/terminology.schema.json itself, so the browser checks what the server checks.
const termRule = terminologySchema.definitions.term;

/** The terms every language must have (the schema's required keys: client… appointments). */
export const REQUIRED_TERMS: readonly string[] = terminologySchema.definitions.terms.required;

/** The longest a term may be. */
export const TERM_MAX_LENGTH: number = termRule.maxLength;

/** What is wrong with a term's draft value: a required term left empty, or one that is too long. */
export type TermProblem = 'required' | 'tooLong';

/** Checks one term as the schema does; blanks count as empty, since the engine refuses a blank required word too. */
export function termProblem(key: string, value: string): TermProblem | undefined {
  const text = value.trim();
  if (text.length < termRule.minLength && REQUIRED_TERMS.includes(key)) return 'required';
  if (text.length > TERM_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** The standard vocabulary keys in their order: the required ones first, then the rest. */
export const STANDARD_TERMS: readonly string[] = [...REQUIRED_TERMS, ...TERM_KEYS.filter((key) => !REQUIRED_TERMS.includes(key))];
