import { describe, expect, it } from 'vitest';
import { isPdfFile, verdictOf } from './verify-verdict';

describe('the verify page’s verdict', () => {
  it('reads sealed, intact and ours as one of four', () => {
    expect(verdictOf({ isSealed: true, isIntact: true, isOurs: true })).toBe('intact');
    expect(verdictOf({ isSealed: true, isIntact: false, isOurs: true })).toBe('changed');
    expect(verdictOf({ isSealed: true, isIntact: false, isOurs: false })).toBe('changed');
    expect(verdictOf({ isSealed: true, isIntact: true, isOurs: false })).toBe('foreign');
    expect(verdictOf({ isSealed: false, isIntact: false, isOurs: false })).toBe('unsealed');
  });

  it('takes a PDF by its type, or by its name when the browser gives no type', () => {
    expect(isPdfFile({ name: 'a.bin', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'Signed.PDF', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'photo.png', type: 'image/png' })).toBe(false);
  });
});
