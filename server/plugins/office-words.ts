import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../engine/i18n/languages';
import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';
import { fillTerms } from '../../engine/terminology/fill-terms';
import { SHARED_WORDS } from '../../engine/terminology/shared-words';
import { termFor } from '../../engine/terminology/terminology';
import { officeContextOf } from '../context/request-context';

/** The office type whose words serve an answer given outside any office (before sign-in). */
const NEUTRAL_OFFICE_TYPE = 'generic';

/** A word of the office's vocabulary in exactly this language, standard or its own. */
function ownWord(office: Pick<OfficeConfiguration, 'terminology'>, key: string, language: Language): string | undefined {
  const terms = office.terminology[language] as (Record<string, unknown> & { customTerms?: Record<string, string> }) | undefined;
  const word = terms?.[key];
  return typeof word === 'string' ? word : terms?.customTerms?.[key];
}

type Texts = Partial<Record<Language, string>>;
type Fill = (text: string, language: Language) => string;

const hasPlaceholder = (value: unknown): boolean => typeof value === 'string' && value.includes('{{');

function needsWords(body: Record<string, unknown>): boolean {
  const texts = (value: unknown) => value !== null && typeof value === 'object' && Object.values(value).some(hasPlaceholder);
  const errors = Array.isArray(body.errors) ? (body.errors as Record<string, unknown>[]) : [];
  return hasPlaceholder(body.message) || texts(body.messages) || errors.some((error) => hasPlaceholder(error?.message) || texts(error?.messages));
}

function filledTexts(texts: unknown, fill: Fill): unknown {
  if (texts === null || typeof texts !== 'object') return texts;
  return Object.fromEntries(Object.entries(texts as Texts).map(([language, text]) => [language, isLanguage(language) && typeof text === 'string' ? fill(text, language) : text]));
}

/** An answer's texts (message, messages and each field error's) with the office's words in place of {{client}}. */
export function withOfficeWords<T extends Record<string, unknown>>(body: T, fill: Fill): T {
  const filled: Record<string, unknown> = { ...body };
  if (typeof body.message === 'string') filled.message = fill(body.message, 'en');
  if (body.messages) filled.messages = filledTexts(body.messages, fill);
  if (Array.isArray(body.errors)) {
    filled.errors = (body.errors as Record<string, unknown>[]).map((error) => ({
      ...error,
      ...(typeof error.message === 'string' ? { message: fill(error.message, 'en') } : {}),
      ...(error.messages ? { messages: filledTexts(error.messages, fill) } : {}),
    }));
  }
  return filled as T;
}

/** Fills texts with an office's vocabulary (its renamed words included), then with the words every office shares. */
export function officeWordFiller(office: Pick<OfficeConfiguration, 'terminology'>): Fill {
  return (text, language) => fillTerms(text, (key) => ownWord(office, key, language) ?? SHARED_WORDS[key]?.[language] ?? termFor(office, key, language), language);
}

// The office the request acts in, as its context resolved it (once per request, no query); outside one, neutral words.
function officeOf(request: FastifyRequest, catalog: OfficeTypeCatalog): Pick<OfficeConfiguration, 'terminology'> | undefined {
  return request.tenant ? officeContextOf(request).office : catalog.get(NEUTRAL_OFFICE_TYPE);
}

/**
 * Server texts that name a domain noun write it as a placeholder ({{client}}, {{Clients}}); every answer's texts
 * are filled here with the words of the office it acts in, in each language, so an office that renamed its
 * clients reads its own word in toasts and errors too.
 */
export function registerOfficeWords(app: FastifyInstance, catalog: OfficeTypeCatalog): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as Record<string, unknown>;
    if (!needsWords(body)) return payload;
    const office = officeOf(request, catalog);
    return office ? withOfficeWords(body, officeWordFiller(office)) : payload;
  });
}
