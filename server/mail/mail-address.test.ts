import { describe, expect, it } from 'vitest';
import { isMailAddress } from './mail-address';

describe('isMailAddress', () => {
  it('accepts plain addresses, local hosts and plus tags', () => {
    for (const address of ['dana@example.com', 'dana.levi+lishka@mail.example.co.il', 'dev@localhost', "o'brien@example.org"]) expect(isMailAddress(address), address).toBe(true);
  });

  it('refuses lists, display names, spaces, line breaks and oversize parts', () => {
    for (const address of ['', 'dana', 'a@b.com,c@d.com', 'Dana <dana@example.com>', 'dana @example.com', 'dana@example.com\n', 'dana@-example.com', 'dana@example..com', `${'x'.repeat(65)}@example.com`, `a@${'b.'.repeat(130)}com`, 42, null]) {
      expect(isMailAddress(address), String(address)).toBe(false);
    }
  });
});
