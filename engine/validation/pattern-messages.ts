/**
 * What a value refused by a schema pattern should have been, in words, by where the pattern lives in the schemas
 * (`file#pointer` to the subschema holding it). The patterns themselves stay in the schemas: a value refused by
 * one of these patterns is told this message instead of the pattern.
 */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  'theme.schema.json#/definitions/color': 'not a colour: use #rrggbb, rgb() or rgba()',
  'workflow.schema.json#/definitions/stage/properties/color': 'not a colour: use #rrggbb or #rgb',
  'dashboard.schema.json#/definitions/statistic/properties/color': 'not a colour: use #rrggbb or #rgb',
  'navigation.schema.json#/definitions/badge/properties/color': 'not a colour: use #rrggbb, #rgb or an antd colour name such as blue',
  'navigation.schema.json#/definitions/id': 'not a kebab-case id: lower-case letters and digits, words joined by "-" (such as client-intake)',
  'navigation.schema.json#/definitions/icon': 'not an Ant Design icon name: such as TeamOutlined (ending in Outlined, Filled or TwoTone)',
  'navigation.schema.json#/definitions/path': 'not an application path: start with "/", such as /clients',
  'navigation.schema.json#/definitions/role': 'not a role: "*" or a kebab-case role id',
  'navigation.schema.json#/definitions/labelKey': 'not a label key: dotted words, such as term.clients',
  'navigation.schema.json#/definitions/menuItem/properties/permission': 'not a permission: area.action, such as clients.view',
  'navigation.schema.json#/definitions/quickAction/properties/shortcut': 'not a keyboard shortcut: modifiers and one letter or digit, such as Alt+L',
  'form.schema.json#/definitions/condition/properties/field': 'not a field key: camelCase, such as hasAllergy',
  'workflow.schema.json#/definitions/sendEmail/properties/template': 'not an e-mail template id: lower-case letters, digits and "_", such as welcome_email',
  'policies.schema.json#/definitions/time': 'not a time of day: HH:MM, 24-hour, such as 08:30',
  'policies.schema.json#/definitions/localization/properties/currency': 'not a currency code: three capital letters, such as ILS',
  'policies.schema.json#/definitions/uploads/properties/allowedTypes/items': 'not a file extension: a dot and up to 8 lower-case letters or digits, such as .pdf',
};

type Schemas = Readonly<Record<string, unknown>>;

function resolve(schemas: Schemas, location: string): unknown {
  const [file = '', pointer = ''] = location.split('#');
  let node: unknown = schemas[file];
  for (const key of pointer.split('/').slice(1)) {
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  }
  return node;
}

/**
 * The messages by pattern text, read from the schemas. Fails loudly when a location holds no pattern, so a
 * schema change cannot leave a message behind silently.
 */
export function patternMessagesByPattern(schemas: Schemas, messages: Readonly<Record<string, string>> = PATTERN_MESSAGES): Map<string, string> {
  const byPattern = new Map<string, string>();
  for (const [location, message] of Object.entries(messages)) {
    const pattern = (resolve(schemas, location) as { pattern?: unknown } | undefined)?.pattern;
    if (typeof pattern !== 'string') throw new Error(`PATTERN_MESSAGES: ${location} holds no pattern`);
    const known = byPattern.get(pattern);
    if (known !== undefined && known !== message) throw new Error(`PATTERN_MESSAGES: ${location} has the pattern of another entry with another message`);
    byPattern.set(pattern, message);
  }
  return byPattern;
}
