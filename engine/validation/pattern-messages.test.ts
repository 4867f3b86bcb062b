import { describe, expect, it } from 'vitest';
import { PATTERN_MESSAGES, patternMessagesByPattern } from './pattern-messages';
import { configSchemas, validateAgainst } from './schema-validators';

describe('pattern messages', () => {
  it('name only places in the schemas that hold a pattern, so the schemas stay the source of the patterns', () => {
    expect(patternMessagesByPattern(configSchemas).size).toBeGreaterThan(0);
    expect(Object.keys(PATTERN_MESSAGES).length).toBeGreaterThan(0);
  });

  it('fail loudly on a place with no pattern', () => {
    expect(() => patternMessagesByPattern(configSchemas, { 'theme.schema.json#/definitions/colors': 'x' })).toThrow(/holds no pattern/);
    expect(() => patternMessagesByPattern(configSchemas, { 'nowhere.schema.json#/definitions/color': 'x' })).toThrow(/holds no pattern/);
  });

  it('tell a bad colour in words, not the pattern', () => {
    expect(validateAgainst('theme.schema.json#/definitions/color', 'teal-ish')).toEqual([{ path: '/', message: 'not a colour: use #rrggbb, rgb() or rgba()' }]);
    expect(validateAgainst('theme.schema.json#/definitions/color', 'rgb(1, 2, 3)')).toEqual([]);
  });

  it('keep the pattern when no message is registered for it', () => {
    expect(validateAgainst('features.schema.json#/definitions/recordCollection/properties/numberFormat', 'no-hash')[0]?.message).toMatch(/^must match pattern/);
  });
});

describe('schema issues', () => {
  it('say "duplicate" at the repeated item of a list whose items must differ', () => {
    expect(validateAgainst('features.schema.json', { enabled: ['a', 'b', 'a'] })).toContainEqual({ path: '/enabled/2', message: 'duplicate: the same as item 0' });
  });
});
