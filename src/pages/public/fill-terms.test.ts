import { describe, expect, it } from 'vitest';
import { fillTerms } from './fill-terms';

const medical: Record<string, string> = { clients: 'Patients', professionals: 'Doctors' };
const lookup = (key: string) => medical[key];

describe('fillTerms', () => {
  it('puts the word inside a sentence in lower case, and capitalised where the placeholder is', () => {
    expect(fillTerms('Manage {{clients}} and their files.', lookup, 'en')).toBe('Manage patients and their files.');
    expect(fillTerms('{{Clients}} first.', lookup, 'en')).toBe('Patients first.');
  });

  it('leaves Hebrew as it is, and an unknown key untouched', () => {
    expect(fillTerms('ניהול {{clients}}', () => 'מטופלים', 'he')).toBe('ניהול מטופלים');
    expect(fillTerms('{{nothing}} here', lookup, 'en')).toBe('{{nothing}} here');
  });
});
