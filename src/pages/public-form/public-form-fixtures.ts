import type { PublicFormPageData } from './public-form-api';

/** A link's token in stories. */
export const PUBLIC_FORM_TOKEN = 'pUbLiCfOrMtOkEn0123456789abcdefghijklmnopq';

/** A contact form an office published, with a consent checkbox, in Hebrew and English. */
export function publicFormPage(overrides: Partial<PublicFormPageData> = {}): PublicFormPageData {
  return {
    officeName: 'משרד כהן ושות׳',
    languages: ['he', 'en'],
    defaultLanguage: 'he',
    consent: { he: 'אני מסכים/ה שהמשרד יחזור אליי', en: 'I agree that the office contacts me' },
    form: {
      id: 'website-contact',
      title: { he: 'צרו קשר', en: 'Contact us' },
      description: { he: 'השאירו פרטים ונחזור אליכם', en: 'Leave your details and we will call you back' },
      schema: {
        type: 'object',
        required: ['fullName'],
        properties: { fullName: { type: 'string', minLength: 2, maxLength: 100 }, email: { type: 'string', format: 'email' }, message: { type: 'string', maxLength: 500 } },
      },
      uiSchema: { 'ui:order': ['fullName', 'email', 'message'] },
      fields: {
        fullName: { type: 'text', label: { he: 'שם מלא', en: 'Full name' }, clientField: 'fullName' },
        email: { type: 'email', label: { he: 'דוא"ל', en: 'E-mail' }, clientField: 'email' },
        message: { type: 'textarea', label: { he: 'הודעה', en: 'Message' } },
      },
    } as PublicFormPageData['form'],
    ...overrides,
  };
}
