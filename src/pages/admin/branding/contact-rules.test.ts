import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL_MAX_LENGTH, isContactEmail, isContactPhone } from './contact-rules';

describe('the brand’s contact rules (schemas/branding.schema.json)', () => {
  it('take an address within the schema’s length, or none', () => {
    expect(CONTACT_EMAIL_MAX_LENGTH).toBe(100);
    expect(isContactEmail('')).toBe(true);
    expect(isContactEmail('office@legal.example.com')).toBe(true);
    expect(isContactEmail('office@')).toBe(false);
    expect(isContactEmail('office legal@example.com')).toBe(false);
    expect(isContactEmail(`${'a'.repeat(90)}@example.com`)).toBe(false);
  });

  it('take a phone of 7–20 digits, spaces, brackets, dots or hyphens after an optional +, or none', () => {
    for (const phone of ['', '03-5551234', '+972 3-555-1234', '(03) 555.1234']) expect(isContactPhone(phone)).toBe(true);
    for (const phone of ['call us', '12345', '03-5551234 ext 2', '+972 3 555 1234 5678 90']) expect(isContactPhone(phone)).toBe(false);
  });
});
