import { describe, expect, it } from 'vitest';
import { fileNameDirection } from './FileName';

describe('fileNameDirection', () => {
  it('writes a name without right-to-left letters as written, digits and underscores too', () => {
    expect(fileNameDirection('512345678_002_20250228.xml', 'rtl')).toBe('ltr');
    expect(fileNameDirection('report 2025.pdf', 'rtl')).toBe('ltr');
  });

  it('lays a Hebrew name out in the screen’s direction, its extension ending the line', () => {
    expect(fileNameDirection('דוח רבעוני.pdf', 'rtl')).toBe('rtl');
    expect(fileNameDirection('דוח רבעוני.pdf', 'ltr')).toBe('ltr');
  });
});
