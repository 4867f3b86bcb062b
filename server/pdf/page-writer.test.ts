import { describe, expect, it } from 'vitest';
import { textWidth } from './fonts';
import { wrapLine } from './page-writer';

describe('wrapLine', () => {
  const sentence = 'שכר הטרחה המוסכם הוא ₪12,500 לשנה, והוא ישולם בארבעה תשלומים שווים של ₪3,125 בתחילת כל רבעון.';

  it('breaks at spaces into lines no wider than asked, measured as drawn, losing no word', () => {
    const lines = wrapLine(sentence, 10, 150);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line.width).toBeLessThanOrEqual(150);
      expect(line.width).toBeCloseTo(textWidth(line.text, 10), 6);
    }
    expect(lines.map((line) => line.text).join(' ')).toBe(sentence);
  });

  it('cuts a word wider than the line, and keeps a no-break space’s two sides together', () => {
    const address = 'dana.cohen.and.family@a-very-long-domain-of-an-office.example.co.il';
    const pieces = wrapLine(address, 10, 80);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((line) => line.text).join('')).toBe(address);
    expect(wrapLine('סכום ₪\u00A012,500 בלבד', 10, 60).map((line) => line.text)).toContain('₪\u00A012,500');
  });
});
