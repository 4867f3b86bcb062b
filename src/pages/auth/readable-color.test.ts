import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColor } from './readable-color';

describe('readable text colours (WCAG 2.1 AA)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#8c8c8c', '#fff')).toBeCloseTo(3.36, 2);
    expect(contrastRatio('rgba(107, 120, 139, 1)', '#1b2129')).toBeCloseTo(3.61, 1);
    expect(contrastRatio('var(--x)', '#fff')).toBeUndefined();
  });

  it('keeps the preferred colour only where it reads well over every background', () => {
    expect(readableColor('#1f3a5f', '#000', ['#ffffff', '#f5f5f5'])).toBe('#1f3a5f');
    expect(readableColor('#6b788b', 'rgba(255,255,255,0.85)', ['#1b2129'])).toBe('rgba(255,255,255,0.85)');
  });
});
