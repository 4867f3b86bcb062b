import type { LocalizedText, WorkflowDefinition } from '../generated/config-types';
import { LANGUAGES, localize, pickText, type Language } from '../i18n/languages';

/** Why a move, an approval or a rejection of one was refused. */
export type TransitionRefusalCode =
  | 'no-such-stage'
  | 'final-stage'
  | 'approval-pending'
  | 'no-such-transition'
  | 'forbidden-leave'
  | 'forbidden-enter'
  | 'missing-input'
  | 'invalid-input'
  | 'no-pending-approval'
  | 'forbidden-approve';

/** A refusal: its code, a message in every language, and the facts it was worded from (to word it again). */
export interface TransitionRefusal {
  code: TransitionRefusalCode;
  message: LocalizedText;
  facts?: RefusalFacts;
}

/**
 * What an office calls the things a refusal names, which the engine's checks do not know: its roles (their names
 * in every language, by id) and the record being moved (the collection's word, as in "a claim").
 */
export interface RefusalNames {
  role(id: string): LocalizedText | undefined;
  record?: LocalizedText;
}

/** What a message names: stages, roles, an input and what it expected. */
export interface RefusalFacts {
  from?: LocalizedText;
  to?: LocalizedText;
  roles?: readonly string[];
  input?: LocalizedText;
  expected?: 'text' | 'number' | 'date' | 'pattern';
}

interface Words {
  from: string;
  to: string;
  roles: string;
  input: string;
  expected: string;
  /** The record moved, as the object of the sentence: "רשומה" / "a record", or the office's word ("תביעה" / "this claim"). */
  record: string;
}

const A_RECORD: Record<Language, string> = { he: 'רשומה', en: 'a record', es: 'un registro' };

// The object of a refusal's sentence for a thing the office names: Hebrew the word as it is (a definite article
// would go inside a multi-word term), English "this …"; Spanish keeps the generic word, whose gender a term does not tell.
const THIS_RECORD: Record<Language, (word: string) => string> = { he: (word) => word, en: (word) => `this ${word}`, es: () => A_RECORD.es };

const OR: Record<Language, string> = { he: ' או ', en: ' or ', es: ' o ' };
const WILDCARD_NAMES: Record<string, Record<Language, string>> = {
  '*': { he: 'כולם', en: 'everyone', es: 'todos' },
  team: { he: 'חברי הצוות', en: 'team members', es: 'miembros del equipo' },
};
const EXPECTED: Record<NonNullable<RefusalFacts['expected']>, Record<Language, string>> = {
  text: { he: 'טקסט', en: 'text', es: 'texto' },
  number: { he: 'מספר', en: 'a number', es: 'un número' },
  date: { he: 'תאריך (YYYY-MM-DD)', en: 'a date (YYYY-MM-DD)', es: 'una fecha (AAAA-MM-DD)' },
  pattern: { he: 'ערך בתבנית הנדרשת', en: 'a value in the required format', es: 'un valor con el formato requerido' },
};

const TEMPLATES: Record<TransitionRefusalCode, Record<Language, (w: Words) => string>> = {
  'no-such-stage': {
    he: (w) => `הרשומה נמצאת בשלב לא מוכר «${w.from}».`,
    en: (w) => `The record is in an unknown stage «${w.from}».`,
    es: (w) => `El registro está en una etapa desconocida «${w.from}».`,
  },
  'final-stage': {
    he: (w) => `«${w.from}» הוא שלב סופי: אי אפשר להעביר ממנו רשומה.`,
    en: (w) => `«${w.from}» is a final stage: nothing moves out of it.`,
    es: (w) => `«${w.from}» es una etapa final: ningún registro sale de ella.`,
  },
  'approval-pending': {
    he: (w) => `מעבר ל«${w.to}» ממתין לאישור של ${w.roles}; יש לאשר או לדחות אותו קודם.`,
    en: (w) => `A move to «${w.to}» is waiting for approval by ${w.roles}; approve or reject it first.`,
    es: (w) => `Un paso a «${w.to}» espera la aprobación de ${w.roles}; apruébelo o recházelo primero.`,
  },
  'no-such-transition': {
    he: (w) => `אין מעבר מ«${w.from}» ל«${w.to}».`,
    en: (w) => `There is no move from «${w.from}» to «${w.to}».`,
    es: (w) => `No hay paso de «${w.from}» a «${w.to}».`,
  },
  'forbidden-leave': {
    he: (w) => `רק ${w.roles} רשאים להעביר ${w.record} מ«${w.from}».`,
    en: (w) => `Only ${w.roles} may move ${w.record} out of «${w.from}».`,
    es: (w) => `Solo ${w.roles} pueden sacar ${w.record} de «${w.from}».`,
  },
  'forbidden-enter': {
    he: (w) => `רק ${w.roles} רשאים להעביר ${w.record} ל«${w.to}».`,
    en: (w) => `Only ${w.roles} may move ${w.record} into «${w.to}».`,
    es: (w) => `Solo ${w.roles} pueden pasar ${w.record} a «${w.to}».`,
  },
  'missing-input': {
    he: (w) => `המעבר ל«${w.to}» מחייב את «${w.input}».`,
    en: (w) => `Moving to «${w.to}» needs «${w.input}».`,
    es: (w) => `Pasar a «${w.to}» requiere «${w.input}».`,
  },
  'invalid-input': {
    he: (w) => `«${w.input}» אינו תקין: נדרש ${w.expected} כדי לעבור ל«${w.to}».`,
    en: (w) => `«${w.input}» is not valid: moving to «${w.to}» needs ${w.expected}.`,
    es: (w) => `«${w.input}» no es válido: pasar a «${w.to}» requiere ${w.expected}.`,
  },
  'no-pending-approval': {
    he: (w) => `אין ב«${w.from}» מעבר שממתין לאישור.`,
    en: (w) => `Nothing in «${w.from}» is waiting for approval.`,
    es: (w) => `Nada en «${w.from}» espera aprobación.`,
  },
  'forbidden-approve': {
    he: (w) => `רק ${w.roles} רשאים לאשר את המעבר מ«${w.from}» ל«${w.to}».`,
    en: (w) => `Only ${w.roles} may approve the move from «${w.from}» to «${w.to}».`,
    es: (w) => `Solo ${w.roles} pueden aprobar el paso de «${w.from}» a «${w.to}».`,
  },
};

function roleWords(roles: readonly string[], language: Language, names?: RefusalNames): string {
  const named = roles.map((role) => WILDCARD_NAMES[role]?.[language] ?? (pickText(names?.role(role), language) || role));
  return joinedWithOr(named, language);
}

function joinedWithOr(names: readonly string[], language: Language): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')}${OR[language]}${names.at(-1)}`;
}

/** A stage's name, or its id when the workflow has no such stage. */
export function stageName(definition: WorkflowDefinition, stageId: string): LocalizedText {
  return definition.stages.find((stage) => stage.id === stageId)?.name ?? { he: stageId, en: stageId, es: stageId };
}

function worded(code: TransitionRefusalCode, facts: RefusalFacts, names?: RefusalNames): LocalizedText {
  return localize(LANGUAGES, (language) => {
    const record = pickText(names?.record, language);
    return TEMPLATES[code][language]({
      from: pickText(facts.from, language),
      to: pickText(facts.to, language),
      roles: roleWords(facts.roles ?? [], language, names),
      input: pickText(facts.input, language),
      expected: facts.expected ? EXPECTED[facts.expected][language] : '',
      record: record ? THIS_RECORD[language](record) : A_RECORD[language],
    });
  });
}

/** A refusal with its message in Hebrew, English and Spanish, naming roles by their ids until an office words it. */
export function refusal(code: TransitionRefusalCode, facts: RefusalFacts): TransitionRefusal {
  return { code, message: worded(code, facts), facts };
}

/** A refusal worded again with the office's names for its roles and for the record (wordRefusal(r, names).message). */
export function wordRefusal(found: TransitionRefusal, names: RefusalNames): TransitionRefusal {
  return found.facts ? { ...found, message: worded(found.code, found.facts, names) } : found;
}
