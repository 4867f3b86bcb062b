import { generateSync, registerFormat, type JsonSchema } from 'json-schema-faker';

// A file field's value is a data URL (engine/forms/form-ajv.ts): a small text file, as a browser would send it.
registerFormat('data-url', () => 'data:text/plain;name=sample.txt;base64,c2FtcGxl');

/**
 * The pattern with each \uXXXX escape written as its character: randexp, which json-schema-faker draws patterns
 * with, reads `[\u0590-\u05FF]` as the characters "u", "0"… rather than the Hebrew block. Both read the same to a
 * JavaScript RegExp, which is what checks the value.
 */
function withCharacters(pattern: string): string {
  return pattern.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    // A character the class syntax gives a meaning keeps its escape.
    return /[\]\\^-]/.test(character) ? `\\${character}` : character;
  });
}

function drawable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(drawable);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'pattern' && typeof value === 'string' ? withCharacters(value) : drawable(value)]));
}

/**
 * A value that conforms to a JSON Schema, drawn by json-schema-faker (randexp for patterns) from the seed: the same
 * value every run. Drawn again with the next seeds until `accept` takes it (the caller's own check, the one the
 * product runs), up to a few tries; undefined when none is taken.
 */
export function sampleValue(schema: JsonSchema, { seed = 7, accept = () => true, tries = 8 }: { seed?: number; accept?: (value: unknown) => boolean; tries?: number } = {}): unknown {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const value = generateSync(drawable(schema) as JsonSchema, { seed: seed + attempt });
    if (accept(value)) return value;
  }
  return undefined;
}

// Texts that miss most patterns: empty, blank, a sentence, symbols, a long run of one letter, a digit, a capital.
const MISSES = ['', ' ', 'not a value', '@@@', 'z'.repeat(300), '0', 'A'];

/**
 * A text a check must refuse: blank, or (`blank: false`) one that is not blank and does not match the pattern;
 * undefined when every miss matches.
 */
export function textMissing(pattern: string | undefined, { blank = true }: { blank?: boolean } = {}): string | undefined {
  const expression = pattern === undefined ? undefined : new RegExp(pattern, 'u');
  return MISSES.find((miss) => (miss.trim() === '' ? blank : expression !== undefined && !expression.test(miss)));
}
