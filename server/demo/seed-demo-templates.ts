import { offeredLanguages } from '../../engine/i18n/offered-languages';
import type { Language } from '../../engine/i18n/languages';
import { officeContextFor, type ContextServices } from '../context/system-context';
import { createAuthoredTemplate } from '../modules/document-templates/authored-templates.service';
import { libraryDocumentTypes } from '../modules/documents/library-types';
import type { DemoOffice } from './demo-clients';

type Texts = Record<Language, string>;

// A thank-you letter an office wrote itself, in every language; {{client}} is the office's word, {client.…} a fact.
const NAME: Texts = { he: 'מכתב תודה', en: 'Thank-you letter', es: 'Carta de agradecimiento' };
const DESCRIPTION: Texts = {
  he: 'תבנית שהמשרד כתב בעצמו: תודה ל{{client}} על הפנייה, עם פרטי הקשר של המשרד',
  en: 'A template the office wrote itself: thanks to the {{client}} for getting in touch, with the office’s contact details',
  es: 'Una plantilla que la oficina escribió: gracias por el contacto, con los datos de la oficina',
};
const TITLE: Texts = { he: 'תודה, {client.fullName}', en: 'Thank you, {client.fullName}', es: 'Gracias, {client.fullName}' };
const BODY: Texts = {
  he: 'שלום {client.firstName},\n\nתודה שפנית אל {office.name}. קיבלנו את פנייתך ביום {today}, ונחזור אליך בהקדם.\n\nלכל שאלה אפשר לכתוב אל {office.email} או להתקשר למספר {office.phone}.',
  en: 'Dear {client.firstName},\n\nThank you for contacting {office.name}. We received your request on {today} and will be in touch shortly.\n\nFor any question, write to {office.email} or call {office.phone}.',
  es: 'Estimado/a {client.firstName}:\n\nGracias por contactar con {office.name}. Recibimos su solicitud el {today} y le responderemos en breve.\n\nPara cualquier consulta, escriba a {office.email} o llame al {office.phone}.',
};
const SIGNATURE: Texts = { he: '{user.fullName}\n{office.name}', en: '{user.fullName}\n{office.name}', es: '{user.fullName}\n{office.name}' };

/**
 * Gives every demo office one template of its own (beside its office type's), written through the service as an
 * admin would write it, so it is checked and audited as theirs is: a thank-you letter to a client in every language
 * the office offers, filed under its first document type. Answers how many it wrote.
 */
export async function seedDemoTemplates(services: ContextServices, offices: readonly DemoOffice[]): Promise<number> {
  let made = 0;
  for (const office of offices) {
    const ctx = await officeContextFor(services, office.slug, { kind: 'system', name: 'demo-seed' }, office.language);
    if (!ctx) continue;
    const languages = offeredLanguages(ctx.office.localization);
    const texts = (all: Texts) => Object.fromEntries(languages.map((language) => [language, all[language]]));
    await createAuthoredTemplate(ctx, {
      documentType: libraryDocumentTypes(ctx)[0],
      name: texts(NAME),
      description: texts(DESCRIPTION),
      title: texts(TITLE),
      blocks: [
        { kind: 'paragraph', text: texts(BODY) },
        { kind: 'signature', text: texts(SIGNATURE) },
      ],
    });
    made += 1;
  }
  return made;
}
