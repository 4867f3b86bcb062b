import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../engine/i18n/languages';
import { isMessageCode, messageCatalogue, messageFor, messagesOfText, type MessageCode, type Messages } from './messages';

const HEBREW_LETTER = /[\u05d0-\u05ea]/;
const entries = Object.entries(messageCatalogue) as [MessageCode, Messages][];

/** The languages a text lacks or leaves blank, and any key that is no language. */
function gaps(text: Readonly<Record<string, unknown>>): string[] {
  const missing = LANGUAGES.filter((language) => typeof text[language] !== 'string' || (text[language] as string).trim() === '');
  const strangers = Object.keys(text).filter((key) => !(LANGUAGES as readonly string[]).includes(key));
  return [...missing, ...strangers];
}

const isText = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { he?: unknown }).he === 'string';

const MODULES = fileURLToPath(new URL('../modules/', import.meta.url));
const messageFiles = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.messages.ts'));

describe('the message catalogue', () => {
  it.each(entries)('%s has UPPER_SNAKE code and non-empty texts, the Hebrew in Hebrew', (code, { he, en, es }) => {
    expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(en.trim()).not.toBe('');
    expect(he.trim()).not.toBe('');
    expect(es.trim()).not.toBe('');
    expect(he).toMatch(HEBREW_LETTER);
    expect(en).not.toMatch(HEBREW_LETTER);
    expect(es).not.toMatch(HEBREW_LETTER);
    expect(he).not.toMatch(/\p{Cf}/u);
  });

  it('has every language of engine/i18n/languages.ts, none blank, and the Spanish written out (not the English)', () => {
    expect(entries.filter(([, text]) => gaps(text).length > 0).map(([code, text]) => `${code}: ${gaps(text).join(', ')}`)).toEqual([]);
    expect(entries.filter(([, { en, es }]) => es === en).map(([code]) => code)).toEqual([]);
  });

  it('hands out and answers with every language', () => {
    expect(Object.keys(messageFor('FORBIDDEN')).sort()).toEqual([...LANGUAGES].sort());
    expect(messageFor('INVALID_REQUEST').es).toBe('Solicitud no válida');
  });

  it('completes a configured text with the languages it lacks, as the screens would pick them', () => {
    expect(messagesOfText({ he: 'שם', en: 'Name' })).toEqual({ he: 'שם', en: 'Name', es: 'שם' });
    expect(messagesOfText({ he: 'שם', en: 'Name', es: 'Nombre' }).es).toBe('Nombre');
  });

  it('gives no two codes the same English', () => {
    const byText = new Map<string, MessageCode[]>();
    for (const [code, { en }] of entries) byText.set(en.toLowerCase(), [...(byText.get(en.toLowerCase()) ?? []), code]);
    expect([...byText.values()].filter((codes) => codes.length > 1)).toEqual([]);
  });

  it('words the messages as the specification does', () => {
    expect(messageFor('INVALID_CREDENTIALS').en).toBe('Invalid email or password');
    expect(messageFor('ACCOUNT_LOCKED').en).toBe('Account locked; try again later');
    expect(messageFor('MFA_SESSION_NOT_FOUND').en).toBe('No MFA session found. Please try logging in again.');
    expect(messageFor('MFA_SESSION_EXPIRED').en).toBe('Your MFA session has expired. Please try logging in again.');
    expect(messageFor('MFA_SETUP_SESSION_NOT_FOUND').en).toBe('MFA setup session not found. Please try setting up MFA again.');
    expect(messageFor('MFA_SETUP_SESSION_EXPIRED').en).toBe('Your MFA setup session has expired. Please try setting up MFA again.');
    expect(messageFor('CUSTOM_BRANDING_DISABLED').en).toBe('Custom branding is not enabled for this tenant');
    expect(messageFor('EMAIL_QUOTA_EXCEEDED').en).toBe('You have reached your email quota limit. Please try again later.');
    expect(entries.some(([, { en }]) => /export functionality/i.test(en))).toBe(false);
  });

  // The client refreshes the CSRF token and retries a 403 whose message mentions one of these.
  const CSRF_RETRY = /csrf|forbidden|invalid token|token mismatch/i;

  it('lets the client recognise the CSRF message, and no other refusal', () => {
    expect(messageFor('CSRF_TOKEN_INVALID').en).toMatch(/CSRF/);
    expect(messageFor('CSRF_TOKEN_INVALID').en).toMatch(/invalid token/i);
    expect(messageFor('CSRF_TOKEN_INVALID').he).toMatch(CSRF_RETRY);
    for (const code of ['FORBIDDEN', 'ADMIN_REQUIRED', 'EMAIL_FORBIDDEN', 'AUTHENTICATION_REQUIRED', 'RATE_LIMITED'] as const) {
      expect(messageFor(code).en).not.toMatch(CSRF_RETRY);
    }
  });

  it('hands out copies and knows its codes', () => {
    const messages = messageFor('SERVER_ERROR');
    messages.en = 'changed';
    expect(messageFor('SERVER_ERROR').en).toBe('Server error; try again later');
    expect(isMessageCode('SERVER_ERROR')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode('NO_SUCH_CODE')).toBe(false);
  });
});

describe("each module's texts", () => {
  it('finds the modules\' message files', () => {
    expect(messageFiles.length).toBeGreaterThan(20);
  });

  it.each(messageFiles)('%s has every language in every text, none blank', async (file) => {
    const exported = (await import(pathToFileURL(join(MODULES, file)).href)) as Record<string, unknown>;
    const problems: string[] = [];
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const [code, text] of Object.entries(value)) if (isText(text) && gaps(text).length > 0) problems.push(`${name}.${code}: ${gaps(text).join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});
