import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('picks bytes, kilobytes or megabytes with one decimal at most', () => {
    expect(formatFileSize(300, 'en')).toBe('300 bytes');
    expect(formatFileSize(12_595, 'en')).toBe('12.3 kB');
    expect(formatFileSize(50 * 1024 * 1024, 'en')).toBe('50 MB');
  });

  it('writes numbers the language’s way', () => {
    expect(formatFileSize(1_310_720, 'es')).toBe('1,3 MB');
    expect(formatFileSize(300, 'he')).toMatch(/^300 /);
  });
});
