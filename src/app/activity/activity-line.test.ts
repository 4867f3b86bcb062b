import i18next, { type i18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityStrings } from '../../i18n/locales/activity';
import { officeWordHandler, setOfficeWords } from '../../i18n/office-words';
import { formatTime } from '../../../engine/time/format-time';
import { activityLine, type ActivityData, type ActivityWords } from './activity-line';

let instance: i18n;

beforeAll(async () => {
  instance = i18next.createInstance();
  await instance.init({
    lng: 'he',
    fallbackLng: 'he',
    resources: {
      he: { activity: activityStrings.he, 'insurance-terminology': { document: 'תיעוד', deal: 'פוליסה' } },
      en: { activity: activityStrings.en, 'insurance-terminology': { document: 'Record', deal: 'Policy' } },
    },
    interpolation: { escapeValue: false },
    // As the app does (src/i18n/i18n.ts): the nouns a line names are the office's words.
    missingInterpolationHandler: officeWordHandler(instance),
  });
});

afterEach(() => setOfficeWords(undefined));

// The words as useActivityLine builds them, in a language and a time zone.
function wordsIn(language: 'he' | 'en', timeZone = 'Asia/Jerusalem'): ActivityWords {
  const t = instance.getFixedT(language, 'activity');
  return {
    t: (key, values) => t(key, values),
    has: (key) => instance.exists(key, { ns: 'activity', lng: language }),
    time: (iso) => formatTime(iso, { language, timeZone }),
    date: (value) => formatTime(value, { language, timeZone, style: 'date' }),
    money: (value) => new Intl.NumberFormat(language, { style: 'currency', currency: 'ILS' }).format(value),
    list: (items) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items),
  };
}

const line = (entry: ActivityData, language: 'he' | 'en', timeZone?: string) => activityLine(entry, wordsIn(language, timeZone));

describe('activityLine', () => {
  it('words a follow-up in the reader’s language and time zone, never as the stored UTC time', () => {
    const entry = { type: 'follow_up_set', description: '', metadata: { followUpDate: '2026-11-29T08:00:00.000Z', notes: 'לחזור אליו' } };
    const hebrew = line(entry, 'he');
    expect(hebrew.text).toMatch(/^נקבע מעקב ל־.*10:00/);
    expect(hebrew.detail).toBe('לחזור אליו');
    expect(line(entry, 'en').text).toMatch(/^Follow-up set for Nov 29, 2026.*10:00\s?AM$/);
    expect(line(entry, 'en', 'America/Chicago').text).toMatch(/2:00\s?AM$/);
    for (const text of [hebrew.text, line(entry, 'en').text]) expect(text).not.toMatch(/T08:00|Z$/);
  });

  it('words old entries whose English words the migration turned into values, ignoring any words the system stored', () => {
    const note = { type: 'note_added', description: 'Note added: Called about the renewal', metadata: { noteId: 'n1', noteExcerpt: 'Called about the renewal' } };
    expect(line(note, 'he')).toEqual({ text: 'נוספה הערה', detail: 'Called about the renewal' });
    expect(line(note, 'en')).toEqual({ text: 'Note added', detail: 'Called about the renewal' });
    expect(line({ type: 'document_added', description: '', metadata: { fileName: 'contract.pdf' } }, 'he')).toEqual({ text: 'נוסף מסמך', detail: 'contract.pdf' });
    expect(line({ type: 'created', description: 'Created Dana Levi', metadata: { kind: 'client' } }, 'he')).toEqual({ text: 'הכרטיס נפתח' });
    expect(line({ type: 'created', description: '', metadata: { duplicatedFrom: 'x', duplicatedFromName: 'Dan Levi' } }, 'en')).toEqual({ text: 'Record created as a copy', detail: 'Dan Levi' });
    expect(line({ type: 'contacted', description: '', metadata: { channel: 'whatsapp' } }, 'he').text).toBe('נוצר קשר (WhatsApp)');
    expect(line({ type: 'updated', description: '', metadata: { noteId: 'n1', deleted: true, noteExcerpt: 'Send it' } }, 'en')).toEqual({ text: 'Note deleted', detail: 'Send it' });
    expect(line({ type: 'updated', description: '', metadata: { fields: ['management.tags'], added: ['vip', 'claim'] } }, 'en')).toEqual({ text: 'Tags added', detail: 'vip and claim' });
  });

  it('shows a user’s own words only for what they recorded by hand', () => {
    expect(line({ type: 'meeting', description: 'Coffee at the office', metadata: { duration: 45 } }, 'he')).toEqual({ text: 'פגישה', detail: 'Coffee at the office' });
    expect(line({ type: 'deal_update', description: 'Agreed on the price', metadata: {} }, 'en')).toEqual({ text: 'Deal update', detail: 'Agreed on the price' });
  });

  it('names statuses, stages and fields in the language, and counts fields it has no name for', () => {
    expect(line({ type: 'status_changed', metadata: { field: 'leadStatus', from: 'new', to: 'contacted' } }, 'he').text).toBe('השלב השתנה מ„חדש” ל„נוצר קשר”');
    expect(line({ type: 'status_changed', metadata: { field: 'status', from: null, to: 'active' } }, 'en').text).toBe('Status changed from “none” to “Active”');
    expect(line({ type: 'updated', metadata: { fields: ['phone', 'address.city', 'intake.caseType'] } }, 'en').text).toBe('Updated: phone, city, and 1 more');
    expect(line({ type: 'updated', metadata: { fields: ['intake.caseType'] } }, 'he').text).toBe('הפרטים עודכנו');
  });

  it('words a deal’s creation, changes and deletion, its title beside', () => {
    expect(line({ type: 'deal_update', metadata: { opportunityId: 'd', title: 'Home policy', dealValue: 12500, stage: 'qualified', event: 'opportunity.create' } }, 'en')).toEqual({ text: 'Deal created (₪12,500.00, Qualified)', detail: 'Home policy' });
    const changed = line({ type: 'deal_update', metadata: { opportunityId: 'd', title: 'Home policy', event: 'opportunity.update', changes: { before: { stage: 'new', value: 1 }, after: { stage: 'proposal', value: 13000 } } } }, 'he');
    expect(changed.text).toMatch(/^עסקה עודכנה: שלב מ„חדש” ל„הצעה” וסכום .*13,000/);
    expect(line({ type: 'deal_update', metadata: { opportunityId: 'd', title: 'Home policy', event: 'opportunity.delete' } }, 'he')).toEqual({ text: 'עסקה נמחקה', detail: 'Home policy' });
  });

  it('names deals and documents in the office’s own words', () => {
    setOfficeWords('insurance-terminology');
    expect(line({ type: 'deal_update', metadata: { opportunityId: 'd', title: 'Home policy', dealValue: 12500, stage: 'qualified', event: 'opportunity.create' } }, 'en').text).toBe('Policy created (₪12,500.00, Qualified)');
    expect(line({ type: 'document_added', description: '', metadata: { fileName: 'contract.pdf' } }, 'he').text).toBe('נוסף תיעוד');
    expect(line({ type: 'document_added', description: '', metadata: { fileName: 'contract.pdf' } }, 'en').text).toBe('Record added');
  });
});
