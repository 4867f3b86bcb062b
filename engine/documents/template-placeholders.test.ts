import { describe, expect, it } from 'vitest';
import { fillPlaceholders, isTemplatePlaceholder, placeholdersIn } from './template-placeholders';

describe('document template placeholders', () => {
  it('finds single-brace placeholders and leaves the vocabulary’s double braces alone', () => {
    expect(placeholdersIn('לכבוד {client.fullName}, {{client}} מס׳ {client.idNumber}; {today} {client.fullName}')).toEqual(['client.fullName', 'client.idNumber', 'today']);
  });

  it('fills the known ones, empties a missing fact and keeps an unknown name as written', () => {
    expect(fillPlaceholders('{client.firstName} {client.lastName}: {record.number} {nope}', { 'client.firstName': 'Dana', 'client.lastName': 'Levi' })).toBe('Dana Levi:  {nope}');
    expect(isTemplatePlaceholder('office.name')).toBe(true);
    expect(isTemplatePlaceholder('client.password')).toBe(false);
  });
});
