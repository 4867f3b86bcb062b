import { describe, expect, it } from 'vitest';
import { clientMessage, pickMessage, pickSuccessMessage } from './messages';

const both = { he: 'שגיאה בעברית', en: 'Error in English' };

describe('pickMessage (spec 1 §8)', () => {
  it.each([
    ['he', 'שגיאה בעברית'],
    ['en', 'Error in English'],
  ])('takes the messages text in the current language (%s)', (language, expected) => {
    expect(pickMessage({ messages: both, message: 'plain', error: 'err' }, language)).toBe(expected);
  });

  it('falls back to Hebrew when the language has no text', () => {
    expect(pickMessage({ messages: both }, 'es')).toBe('שגיאה בעברית');
    expect(pickMessage({ messages: { he: 'רק עברית' } }, 'en')).toBe('רק עברית');
  });

  it('then to English', () => {
    expect(pickMessage({ messages: { en: 'Only English', fr: 'Seulement' } }, 'he')).toBe('Only English');
    expect(pickMessage({ messages: { en: 'Only English' } }, 'es')).toBe('Only English');
  });

  it('then to the first key', () => {
    expect(pickMessage({ messages: { fr: 'Premier', de: 'Zweite' } }, 'he')).toBe('Premier');
    expect(pickMessage({ messages: { fr: 'Premier' } }, 'en')).toBe('Premier');
  });

  it('skips empty or non-text entries in messages', () => {
    expect(pickMessage({ messages: { en: '', he: '   ', fr: 3, de: 'Deutsch' } }, 'en')).toBe('Deutsch');
  });

  it.each(['he', 'en'])('then to message, then to error (%s)', (language) => {
    expect(pickMessage({ messages: {}, message: 'The message', error: 'The error' }, language)).toBe('The message');
    expect(pickMessage({ message: '', error: 'The error' }, language)).toBe('The error');
    expect(pickMessage({ messages: 'not an object', message: 'The message' }, language)).toBe('The message');
  });

  it('takes a plain-text answer as the message', () => {
    expect(pickMessage('Bad gateway', 'en')).toBe('Bad gateway');
  });

  it.each([
    ['he', 'אירעה שגיאה בלתי צפויה'],
    ['en', 'An unexpected error occurred'],
  ])('falls back to the unexpected-error text in the language (%s)', (language, expected) => {
    for (const body of [undefined, null, {}, { messages: {} }, { message: 42 }, '', { error: '' }]) expect(pickMessage(body, language)).toBe(expected);
  });

  it('gives the Hebrew fallback for a language the client has no text in', () => {
    expect(pickMessage(undefined, 'fr')).toBe('אירעה שגיאה בלתי צפויה');
  });
});

describe('pickSuccessMessage', () => {
  it('reads the same fields as errors', () => {
    expect(pickSuccessMessage({ messages: { he: 'נשמר', en: 'Saved' } }, 'en')).toBe('Saved');
    expect(pickSuccessMessage({ messages: { en: 'Saved' } }, 'he')).toBe('Saved');
    expect(pickSuccessMessage({ message: 'Done' }, 'he')).toBe('Done');
  });

  it.each([
    ['he', 'הפעולה הושלמה בהצלחה'],
    ['en', 'Operation completed successfully'],
  ])('falls back to the success text (%s)', (language, expected) => {
    expect(pickSuccessMessage({ success: true }, language)).toBe(expected);
  });
});

describe('clientMessage', () => {
  it('has the network and authentication texts in both languages', () => {
    expect(clientMessage('network', 'he')).toBe('אין חיבור לשרת; בדקו את החיבור לאינטרנט');
    expect(clientMessage('network', 'en')).toBe('Unable to connect to the server; check the internet connection');
    expect(clientMessage('authenticationRequired', 'he')).toBe('נדרשת התחברות');
    expect(clientMessage('authenticationRequired', 'en')).toBe('Authentication required');
  });
});
