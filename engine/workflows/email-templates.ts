import type { EmailTemplate, LocalizedText, OfficeType } from '../generated/config-types';
import { LANGUAGES, type Language } from '../i18n/languages';

/** The facts a template may put in: the office's name, the record's title (or number), its stage. */
export const MAIL_FACTS = ['office', 'title', 'stage'] as const;

/** One fact of a mail. */
export type MailFact = (typeof MAIL_FACTS)[number];

/** A template the product ships, written in every language Lishka speaks. */
export interface ProductEmailTemplate {
  readonly subject: Readonly<Record<Language, string>>;
  readonly body: Readonly<Record<Language, string>>;
}

/**
 * The e-mail templates the product can send, by id: a send_email action may name one of these or one of its
 * office type's `emailTemplates` (which stands in for a product template of the same id). {{key}} is a word of the
 * office's vocabulary; {office}, {title} and {stage} are facts of the mail.
 */
export const PRODUCT_EMAIL_TEMPLATES: Readonly<Record<string, ProductEmailTemplate>> = {
  welcome_email: {
    subject: { he: 'ברוכים הבאים ל{office}, {title}', en: 'Welcome to {office}, {title}', es: 'Le damos la bienvenida a {office}, {title}' },
    body: {
      he: 'שלום {title},\n\nתודה שבחרתם ב{office}. פתחנו עבורכם תיק, ונעדכן אתכם בכל שלב.\n\nבברכה,\n{office}',
      en: 'Hello {title},\n\nThank you for choosing {office}. We have opened your file and will keep you posted at every step.\n\nKind regards,\n{office}',
      es: 'Hola, {title}:\n\nGracias por elegir {office}. Hemos abierto su expediente y le mantendremos informado en cada paso.\n\nAtentamente,\n{office}',
    },
  },
  stage_update: {
    subject: { he: '«{title}»: {stage}', en: '«{title}»: {stage}', es: '«{title}»: {stage}' },
    body: {
      he: 'שלום,\n\nעדכון על «{title}»: השלב הנוכחי הוא «{stage}».\n\nבברכה,\n{office}',
      en: 'Hello,\n\nAn update on «{title}»: its stage is now «{stage}».\n\nKind regards,\n{office}',
      es: 'Hola:\n\nNovedades de «{title}»: su etapa es ahora «{stage}».\n\nAtentamente,\n{office}',
    },
  },
};

/** A template as the mail is made from it: the office's own or the product's. */
export type ResolvedEmailTemplate = Pick<EmailTemplate, 'subject' | 'body'> | ProductEmailTemplate;

/** The template an id names for an office: its own first, then the product's; none for an unknown id. */
export function emailTemplateOf(office: Pick<OfficeType, 'emailTemplates'>, id: string): ResolvedEmailTemplate | undefined {
  const own = office.emailTemplates?.find((template) => template.id === id);
  if (own) return own;
  return Object.hasOwn(PRODUCT_EMAIL_TEMPLATES, id) ? PRODUCT_EMAIL_TEMPLATES[id] : undefined;
}

/** Every template id an office can send: its own and the product's. */
export function emailTemplateIds(office: Pick<OfficeType, 'emailTemplates'>): string[] {
  return [...new Set([...(office.emailTemplates ?? []).map((template) => template.id), ...Object.keys(PRODUCT_EMAIL_TEMPLATES)])];
}

// {name}, but not the {{term}} of the vocabulary.
const FACT = /(?<!\{)\{([A-Za-z]\w*)\}(?!\})/g;

/** The facts a text puts in ({title} → title), in order, once each. */
export function factsOfText(text: string): string[] {
  return [...new Set([...text.matchAll(FACT)].map((match) => match[1] ?? ''))];
}

/** What a mail's facts are: its office's name, its record's title, its stage (localized, or one text). */
export type MailFacts = Readonly<Record<MailFact, LocalizedText | string>>;

/** One language's subject and body of a rendered template. */
export interface RenderedEmail {
  subject: string;
  body: string;
}

// A language the template does not have (Spanish of an office that offers Hebrew and English) reads the English.
const textIn = (text: Partial<Record<Language, string>>, language: Language): string => text[language] ?? text.en ?? '';

const factIn = (fact: LocalizedText | string, language: Language): string => (typeof fact === 'string' ? fact : textIn(fact, language));

/**
 * A template's subject and body in each language, its facts put in; `fillTerms` puts in the office's words for
 * the {{key}} of its vocabulary first (a resolved office's own templates have them already).
 */
export function renderEmailTemplate(template: ResolvedEmailTemplate, facts: MailFacts, fillTerms: (text: string, language: Language) => string = (text) => text): Record<Language, RenderedEmail> {
  const fill = (text: string, language: Language) =>
    fillTerms(text, language).replace(FACT, (whole, name: string) => ((MAIL_FACTS as readonly string[]).includes(name) ? factIn(facts[name as MailFact], language) : whole));
  const entries = LANGUAGES.map((language) => [language, { subject: fill(textIn(template.subject, language), language), body: fill(textIn(template.body, language), language) }] as const);
  return Object.fromEntries(entries) as Record<Language, RenderedEmail>;
}
