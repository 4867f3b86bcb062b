import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { auditEventStrings } from './locales/audit-events';
import { clientsStrings } from './locales/clients';
import { opportunitiesStrings } from './locales/opportunities';
import { officeWordHandler, setOfficeWords } from './office-words';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'he',
    fallbackLng: 'he',
    resources: {
      he: { clients: clientsStrings.he, opportunities: opportunitiesStrings.he, 'audit-events': auditEventStrings.he, 'insurance-terminology': { document: 'תיעוד', documents: 'תיעודים', lead: 'פנייה', leads: 'פניות' } },
      en: { clients: clientsStrings.en, opportunities: opportunitiesStrings.en, 'audit-events': auditEventStrings.en, 'insurance-terminology': { document: 'Record', documents: 'Records', lead: 'Enquiry', leads: 'Enquiries' } },
    },
    interpolation: { escapeValue: false },
    missingInterpolationHandler: officeWordHandler(i18n),
  });
  return i18n;
}

afterEach(() => setOfficeWords(undefined));

describe('a screen text naming a noun the caller did not pass', () => {
  it('says the office’s word, lower case inside a sentence and capitalised where the text says so', async () => {
    const i18n = await instance();
    setOfficeWords('insurance-terminology');
    expect(i18n.t('documents.empty', { ns: 'clients' })).toBe('אין עדיין תיעודים');
    expect(i18n.t('list.leadsTitle', { ns: 'clients', lng: 'en' })).toBe('Enquiries');
    expect(i18n.t('documents.empty', { ns: 'clients', lng: 'en' })).toBe('No records yet');
    expect(i18n.t('pipeline.count', { ns: 'clients', lng: 'en', count: 3 })).toBe('3 enquiries');
  });

  it('names audit events in the office’s words too', async () => {
    const i18n = await instance();
    setOfficeWords('insurance-terminology');
    expect(i18n.t('client.document.create', { ns: 'audit-events', keySeparator: false })).toBe('העלאת תיעוד');
    expect(i18n.t('client.document.downloaded', { ns: 'audit-events', keySeparator: false, lng: 'en' })).toBe('Record downloaded');
    expect(i18n.t('opportunity.move', { ns: 'audit-events', keySeparator: false, lng: 'en' })).toBe('Deal moved on the board');
  });

  it('says the word every office shares when the office has none (deals), or before an office is known', async () => {
    const i18n = await instance();
    setOfficeWords('insurance-terminology');
    expect(i18n.t('board.empty', { ns: 'opportunities', lng: 'en' })).toBe('No deals yet');
    expect(i18n.t('board.add', { ns: 'opportunities' })).toBe('עסקה חדשה');
    setOfficeWords(undefined);
    expect(i18n.t('list.addLead', { ns: 'clients', lng: 'en' })).toBe('New lead');
  });

  it('leaves any other missing value as written, and a value the caller passed as passed', async () => {
    const i18n = await instance();
    expect(i18n.t('documents.downloadNamed', { ns: 'clients', lng: 'en' })).toContain('{{name}}');
    expect(i18n.t('list.leadsTitle', { ns: 'clients', lng: 'en', Leads: 'Prospects' })).toBe('Prospects');
  });
});
