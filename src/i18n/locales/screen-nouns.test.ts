import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../engine/i18n/languages';
import { SHARED_WORDS } from '../../../engine/terminology/shared-words';
import { TERM_KEYS } from '../../../engine/terminology/terminology';
import { loadOfficeTypeCatalog } from '../../../server/office-types/read-office-types';
import { activityStrings } from './activity';
import { adminStrings } from './admin';
import { auditEventStrings } from './audit-events';
import { authStrings } from './auth';
import { boardStrings } from './board';
import { calendarStrings } from './calendar';
import { clientsStrings } from './clients';
import { commonStrings } from './common';
import { complianceStrings } from './compliance';
import { dashboardStrings } from './dashboard';
import { deadlinesStrings } from './deadlines';
import { documentsStrings } from './documents';
import { formBuilderStrings } from './form-builder';
import { publicFormStrings } from './public-form';
import type { LocaleStrings } from './locale-strings';
import { opportunitiesStrings } from './opportunities';
import { pdfBuilderStrings } from './pdf-builder';
import { profileStrings } from './profile';
import { publicStrings } from './public';
import { recordsStrings } from './records';
import { settingsStrings } from './settings';
import { signingStrings } from './signing';
import { signStrings } from './sign';
import { signingEventStrings } from './signing-events';
import { shellStrings } from './shell';
import { simulationsStrings } from './simulations';
import { tasksStrings } from './tasks';
import { templatesStrings } from './templates';
import { verifyStrings } from './verify';
import { workflowsStrings } from './workflows';
import { xmlStrings } from './xml';

/** Every locale file's texts, by file name (issue 16, item 8: every text that names a domain noun). */
const SCREENS: Record<string, LocaleStrings> = {
  activity: activityStrings,
  admin: adminStrings,
  'audit-events': auditEventStrings,
  auth: authStrings,
  board: boardStrings,
  calendar: calendarStrings,
  clients: clientsStrings,
  common: commonStrings,
  compliance: complianceStrings,
  dashboard: dashboardStrings,
  deadlines: deadlinesStrings,
  documents: documentsStrings,
  'form-builder': formBuilderStrings,
  opportunities: opportunitiesStrings,
  profile: profileStrings,
  public: publicStrings,
  records: recordsStrings,
  settings: settingsStrings,
  sign: signStrings,
  'signing-events': signingEventStrings,
  shell: shellStrings,
  simulations: simulationsStrings,
  signing: signingStrings,
  'pdf-builder': pdfBuilderStrings,
  'public-form': publicFormStrings,
  tasks: tasksStrings,
  templates: templatesStrings,
  verify: verifyStrings,
  workflows: workflowsStrings,
  xml: xmlStrings,
};

/**
 * Texts that hold a noun's word without naming the office's thing, by `<file> <language> <path>`; a path ending in
 * `.*` allows everything under it. Each says why.
 */
const ALLOWED = new Set([
  // A note's or an activity's kind "meeting" (פגישה) says how the contact took place; it is not the office's
  // appointments (a clinic's תור), which have their own screens.
  'clients he notes.types.meeting',
  'activity he types.meeting',
  'activity he channels.meeting',
  // The public pages' own words for an office not yet known: they are the generic vocabulary itself, which the
  // marketing pages' {{clients}} fall back to (src/pages/public/use-fill-terms.ts).
  'public he fallbackTerms.*',
  'public en fallbackTerms.*',
  'public es fallbackTerms.*',
  // The public footer's tagline describes the product for every kind of office, shown before any office is known.
  'shell he footer.tagline',
  'shell en footer.tagline',
  'shell es footer.tagline',
  // The vocabulary editor explains each term in generic words: the admin is renaming that very word, so the
  // office's current word cannot explain it.
  'admin he vocabulary.keys.*',
  'admin en vocabulary.keys.*',
  // "Professional role" is the adjective (a member's role in the office's profession, Hebrew תפקיד מקצועי), not
  // the office's noun for its professionals.
  'admin en team.professionalRole',
  'admin en team.professionalRoleOf',
  'profile en team.professionalRole',
  // Hebrew ליד here is the preposition "next to" (a card dropped next to another), not a lead.
  'board he announce.overCard',
  // The product's legal documents (terms of use, privacy policy), not the office's documents.
  'settings he about.legal',
]);

/** Whether a text is allowed to hold a noun's word (ALLOWED). */
function isAllowed(file: string, language: Language, path: string): boolean {
  const key = `${file} ${language} ${path}`;
  return ALLOWED.has(key) || [...ALLOWED].some((allowed) => allowed.endsWith('.*') && key.startsWith(allowed.slice(0, -1)));
}

const catalog = loadOfficeTypeCatalog();
const generic = catalog.get('generic')!;

/** The nouns every office names in a language: the generic office's standard nouns and the words all offices share. */
function nouns(language: Language): string[] {
  const terms = (generic.terminology[language] ?? {}) as unknown as Record<string, unknown>;
  const standard = TERM_KEYS.slice(0, 8).map((key) => terms[key]).filter((word): word is string => typeof word === 'string');
  return [...new Set([...standard, ...Object.values(SHARED_WORDS).map((words) => words[language])])];
}

/** Whether a text holds a word as a word (in Hebrew also behind the one-letter prefixes ה, ו, ל, ב, מ, ש, כ). */
function holdsWord(text: string, word: string, language: Language): boolean {
  const escaped = word.toLocaleLowerCase(language).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const prefix = language === 'he' ? '[הולבמשכ]{0,2}' : '';
  return new RegExp(`(^|[^\\p{L}])${prefix}${escaped}($|[^\\p{L}])`, 'u').test(text.toLocaleLowerCase(language));
}

function* texts(tree: unknown, path: string): Generator<{ path: string; text: string }> {
  if (typeof tree === 'string') yield { path, text: tree };
  else if (tree && typeof tree === 'object') for (const [key, child] of Object.entries(tree)) yield* texts(child, path ? `${path}.${key}` : key);
}

describe('the screens’ texts', () => {
  it('name the office’s nouns only through its vocabulary ({{clients}}, {{Leads}}…), in every language', () => {
    const literal: string[] = [];
    for (const [namespace, strings] of Object.entries(SCREENS)) {
      for (const language of LANGUAGES) {
        for (const { path, text } of texts(strings[language], '')) {
          if (isAllowed(namespace, language, path)) continue;
          const words = text.replace(/\{\{\w+\}\}/g, ' ');
          const named = nouns(language).filter((noun) => holdsWord(words, noun, language));
          if (named.length) literal.push(`${namespace}:${path} (${language}) "${text}" names ${named.join(', ')}: write {{term}} instead`);
        }
      }
    }
    expect(literal).toEqual([]);
  });

  it('cover every locale file', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !['index.ts', 'locale-strings.ts'].includes(name))
      .map((name) => name.replace(/\.ts$/, ''));
    expect(Object.keys(SCREENS).sort()).toEqual(files.sort());
  });

  it('find a literal noun (the scan itself)', () => {
    expect(holdsWord('אין עדיין מסמכים', 'מסמכים', 'he')).toBe(true);
    expect(holdsWord('למחוק את המסמך?', 'מסמך', 'he')).toBe(true);
    expect(holdsWord('No deals yet', 'Deals', 'en')).toBe(true);
    expect(holdsWord('A well-documented form', 'Document', 'en')).toBe(false);
  });
});
