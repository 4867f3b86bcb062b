import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_STORAGE_KEY, readCsrfToken, storeCsrfToken } from './csrf-token-store';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('CSRF token store (spec 1 §7)', () => {
  it('reads the XSRF-TOKEN cookie first', () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; XSRF-TOKEN=abc%3D%3D; other=1' });
    vi.stubGlobal('localStorage', memoryStorage());
    localStorage.setItem(CSRF_STORAGE_KEY, 'stored');
    expect(readCsrfToken()).toBe('abc==');
  });

  it('falls back to local storage, where answers are kept', () => {
    vi.stubGlobal('document', { cookie: 'theme=dark' });
    vi.stubGlobal('localStorage', memoryStorage());
    expect(readCsrfToken()).toBeUndefined();
    storeCsrfToken('from-answer');
    expect(readCsrfToken()).toBe('from-answer');
    storeCsrfToken(undefined);
    expect(readCsrfToken()).toBeUndefined();
  });

  it('works without a browser', () => {
    expect(readCsrfToken()).toBeUndefined();
    expect(() => storeCsrfToken('x')).not.toThrow();
  });
});
