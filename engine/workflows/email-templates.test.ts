import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { PRODUCT_EMAIL_TEMPLATES, emailTemplateIds, emailTemplateOf, factsOfText, renderEmailTemplate } from './email-templates';

const facts = { office: 'Smile', title: 'Dana Cohen', stage: { he: 'אושר', en: 'Approved', es: 'Aprobado' } };
const own = { id: 'plan_ready', subject: { he: 'תוכנית מוכנה: {title}', en: 'Plan ready: {title}', es: 'Plan listo: {title}' }, body: { he: 'שלב: {stage}\n{office}', en: 'Stage: {stage}\n{office}', es: 'Etapa: {stage}\n{office}' } };

describe('the e-mail templates (email-templates.ts)', () => {
  it('writes every product template in every language, putting in only the facts of a mail', () => {
    for (const template of Object.values(PRODUCT_EMAIL_TEMPLATES)) {
      for (const language of LANGUAGES) {
        expect(template.subject[language].trim()).not.toBe('');
        expect([...factsOfText(template.subject[language]), ...factsOfText(template.body[language])].every((fact) => ['office', 'title', 'stage'].includes(fact))).toBe(true);
      }
    }
  });

  it("finds an office's own template first, then the product's, and nothing for an unknown id", () => {
    const office = { emailTemplates: [own, { ...own, id: 'welcome_email' }] };
    expect(emailTemplateOf(office, 'plan_ready')).toBe(own);
    expect(emailTemplateOf(office, 'welcome_email')?.subject.en).toBe('Plan ready: {title}');
    expect(emailTemplateOf({}, 'welcome_email')).toBe(PRODUCT_EMAIL_TEMPLATES.welcome_email);
    expect(emailTemplateOf(office, 'constructor')).toBeUndefined();
    expect(emailTemplateIds(office)).toEqual(['plan_ready', 'welcome_email', 'stage_update']);
  });

  it('renders a template in Hebrew, English and Spanish with its facts, the vocabulary first', () => {
    const rendered = renderEmailTemplate(own, facts);
    expect(rendered).toEqual({
      he: { subject: 'תוכנית מוכנה: Dana Cohen', body: 'שלב: אושר\nSmile' },
      en: { subject: 'Plan ready: Dana Cohen', body: 'Stage: Approved\nSmile' },
      es: { subject: 'Plan listo: Dana Cohen', body: 'Etapa: Aprobado\nSmile' },
    });
    const termed = { ...own, subject: { he: '{{Client}}: {title}', en: '{{Client}}: {title}' } };
    const words = renderEmailTemplate(termed, facts, (text, language) => text.replace('{{Client}}', language === 'he' ? 'מטופל' : 'Patient'));
    expect([words.he.subject, words.en.subject, words.es.subject]).toEqual(['מטופל: Dana Cohen', 'Patient: Dana Cohen', 'Patient: Dana Cohen']);
  });

  it('puts a fact in once, leaving what a fact holds as it is', () => {
    expect(renderEmailTemplate(own, { ...facts, title: '{stage}' }).en.subject).toBe('Plan ready: {stage}');
    expect(factsOfText('{{clients}} {title} {title} {other}')).toEqual(['title', 'other']);
  });
});
