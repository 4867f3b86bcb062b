import { describe, expect, it } from 'vitest';
import { fillTerms } from './fill-terms';
import { unknownTermReferences, withTermsFilled } from './office-texts';

describe('office texts that name a term', () => {
  it('fills a placeholder with the word in lower case inside a sentence and capitalised where asked', () => {
    const lookup = (key: string) => ({ clients: 'Pet owners', matter: 'Matter' })[key];
    expect(fillTerms('Active {{clients}}', lookup, 'en')).toBe('Active pet owners');
    expect(fillTerms('{{Clients}} by stage', lookup, 'en')).toBe('Pet owners by stage');
    expect(fillTerms('{{clients}} פעילים', () => 'מטופלים', 'he')).toBe('מטופלים פעילים');
  });

  it('names every placeholder without a term, with its JSON path', () => {
    const office = { terminology: { he: { clients: 'לקוחות' }, en: { clients: 'Clients' } }, ui: { title: { he: '{{clients}} ו{{matters}}', en: '{{Clients}}' } } };
    expect(unknownTermReferences(office as never)).toEqual([{ path: '/ui/title/he', key: 'matters' }]);
    expect(withTermsFilled(office as never)).toMatchObject({ ui: { title: { he: 'לקוחות ו{{matters}}', en: 'Clients' } } });
  });
});
