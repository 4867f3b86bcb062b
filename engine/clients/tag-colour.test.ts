import { describe, expect, it } from 'vitest';
import { TAG_PALETTE, tagColour } from './tag-colour';

describe('tagColour', () => {
  it('gives the keywords their fixed colours, whatever their case', () => {
    const keywords = ['client', 'quote', 'policy', 'claim', 'renewal', 'system', 'important', 'urgent'];
    expect(keywords.map(tagColour)).toEqual(['blue', 'cyan', 'green', 'orange', 'purple', 'geekblue', 'gold', 'red']);
    expect(tagColour(' Urgent ')).toBe('red');
    expect(tagColour('CLIENT')).toBe('blue');
    expect(['הצעת מחיר', 'פוליסה', 'תביעה', 'חידוש', 'חשוב', 'דחוף'].map(tagColour)).toEqual(['cyan', 'green', 'orange', 'purple', 'gold', 'red']);
  });

  it('gives any other tag the same palette colour every time, on every machine', () => {
    // Pinned (FNV-1a, checked outside JavaScript): a change of hash would recolour every office's tags.
    expect(['vip', 'משפחה', 'follow up', 'a'].map(tagColour)).toEqual(['green', 'gold', 'volcano', 'cyan']);
    expect(tagColour('vip')).toBe(tagColour('VIP'));
  });

  it('spreads tags over the palette', () => {
    const colours = new Set(Array.from({ length: 200 }, (_, index) => tagColour(`tag ${index}`)));
    expect(colours.size).toBe(TAG_PALETTE.length);
    expect(tagColour('constructor')).toMatch(new RegExp(`^(${TAG_PALETTE.join('|')})$`));
  });
});
