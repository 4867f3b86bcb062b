import { describe, expect, it } from 'vitest';
import querySchema from '../../schemas/client-query.schema.json';
import clientSchema from '../../schemas/client.schema.json';
import { CLIENT_REQUEST_ERRORS, GENERIC_FIELD_MESSAGES, INVALID_FIELD_VALUE, fieldMessage, type FieldMessageTable, type MessageTexts } from './client-error-messages';
import { clientFieldMessages } from './client-messages';
import { clientQueryMessages } from './client-query-messages';

type Node = Record<string, unknown>;

// The keywords each format can come back as (client-formats.ts).
const FINDINGS: Record<string, string[]> = {
  'israeli-id': ['israeli-id'],
  'phone-il': ['phone-il', 'phone-too-short'],
  'non-disposable-email': ['email', 'disposable-email'],
  'adult-birth-date': ['date', 'future-date', 'under-18', 'over-120'],
  uuid: ['uuid'],
  'date-time': ['date-time'],
};
const RULES = ['minLength', 'maxLength', 'pattern', 'enum', 'minimum', 'maximum', 'maxItems'];

/** Every field and rule a schema can refuse a value for, as `field rule`. */
function rulesOf(schema: Node): string[] {
  const definitions = (schema.definitions ?? {}) as Record<string, Node>;
  const resolve = (node: Node): Node => (typeof node.$ref === 'string' ? { ...definitions[node.$ref.split('/').pop()!], ...node } : node);
  const out: string[] = [];
  const walk = (raw: Node, field: string): void => {
    const node = resolve(raw);
    for (const rule of RULES) if (rule in node) out.push(`${field} ${rule}`);
    if (typeof node.format === 'string') for (const finding of FINDINGS[node.format] ?? ['?']) out.push(`${field} ${finding}`);
    if (node.items) walk(node.items as Node, field);
    for (const name of (node.required ?? []) as string[]) out.push(`${field ? `${field}.` : ''}${name} required`);
    for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, Node>)) walk(child, field ? `${field}.${name}` : name);
  };
  walk(schema, '');
  return out;
}

function allMessages(table: FieldMessageTable): [string, MessageTexts][] {
  return Object.entries(table).flatMap(([field, rules]) => Object.entries(rules).map(([rule, texts]): [string, MessageTexts] => [`${field} ${rule}`, texts]));
}

const HEBREW = /[\u05D0-\u05EA]/;

describe('client messages', () => {
  it.each([
    ['client', clientSchema as Node, clientFieldMessages],
    ['query', querySchema as Node, clientQueryMessages],
  ])('give every %s field its own message for every rule it can break', (_, schema, table) => {
    const rules = rulesOf(schema);
    expect(rules.length).toBeGreaterThan(10);
    const missing = rules.filter((entry) => {
      const [field = '', rule = ''] = entry.split(' ');
      const text = fieldMessage(table, field, rule);
      return text === INVALID_FIELD_VALUE || text === GENERIC_FIELD_MESSAGES[rule];
    });
    expect(missing).toEqual([]);
  });

  const every: [string, MessageTexts][] = [
    ...allMessages(clientFieldMessages),
    ...allMessages(clientQueryMessages),
    ...Object.entries(GENERIC_FIELD_MESSAGES),
    ...Object.entries(CLIENT_REQUEST_ERRORS).map(([name, error]): [string, MessageTexts] => [name, error.messages]),
    ['invalid value', INVALID_FIELD_VALUE],
  ];

  it.each(every)('%s is written in Hebrew, English and Spanish', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual(['en', 'es', 'he']);
    expect(texts.he).toMatch(HEBREW);
    expect(texts.en).not.toMatch(HEBREW);
    expect(texts.es).not.toMatch(HEBREW);
    expect(texts.en.trim()).not.toBe('');
    expect(texts.es).not.toBe(texts.en);
  });

  it('never names the record on a field (screens say the office’s own term)', () => {
    const named = [...allMessages(clientFieldMessages), ...allMessages(clientQueryMessages)].filter(
      ([, texts]) => /\b(client|customer|lead)s?\b/i.test(texts.en) || /לקוח|(?<![\u05D0-\u05EA])לידים?(?![\u05D0-\u05EA])/.test(texts.he) || /\b(cliente|prospecto)s?\b/i.test(texts.es),
    );
    expect(named.map(([key]) => key)).toEqual([]);
  });

  it('answers a whole request with the server catalogue’s codes', () => {
    expect(CLIENT_REQUEST_ERRORS.invalidClientData).toEqual({ code: 'INVALID_CLIENT_DATA', messages: { he: 'נתוני לקוח לא תקינים', en: 'Invalid client data', es: 'Datos del cliente no válidos' } });
    expect(CLIENT_REQUEST_ERRORS.invalidQueryParameters.code).toBe('INVALID_QUERY_PARAMETERS');
    expect(CLIENT_REQUEST_ERRORS.invalidQueryParameters.messages.en).toBe('Invalid query parameters');
  });

  it('falls back from the field to any field, to the rule, to "invalid value"', () => {
    expect(fieldMessage(clientQueryMessages, 'whatever', 'additionalProperties').en).toBe('Unknown parameter');
    expect(fieldMessage(clientFieldMessages, 'whatever', 'additionalProperties').en).toBe('Unknown field');
    expect(fieldMessage(clientFieldMessages, 'firstName', 'type')).toBe(GENERIC_FIELD_MESSAGES.type);
    expect(fieldMessage(clientFieldMessages, 'firstName', 'constructor')).toBe(INVALID_FIELD_VALUE);
    expect(fieldMessage(clientFieldMessages, 'toString', 'required')).toBe(GENERIC_FIELD_MESSAGES.required);
  });
});
