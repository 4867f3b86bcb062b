import { isTemplatePlaceholder } from '../../../engine/documents/template-placeholders';
import type { DocumentTemplate, LocalizedText } from '../../../engine/generated/config-types';
import { checkDocumentTemplate } from '../../../engine/load/checks/check-document-templates';
import type { CheckContext } from '../../../engine/load/checks/check-context';
import { LANGUAGES, type Language } from '../../../engine/i18n/languages';
import { findSchemaViolations } from '../../../engine/validation/schema-validators';
import type { OfficeContext } from '../../context/office-context';
import type { Messages } from '../../i18n/messages';
import { fieldError, type FieldError } from '../../plugins/errors';
import { templateError, TEMPLATE_TEXTS, type TemplateTextCode } from './document-templates.messages';
import type { AuthoredTemplateBody } from './document-templates.queries';

// The id a body is checked under: the server gives the real one (a uuid) when it stores it.
const DRAFT_ID = 'office-template';

// A JSON pointer (/blocks/0/text/he) as the dotted field the screens name (blocks.0.text.he).
const fieldOf = (pointer: string): string => pointer.replace(/^\//, '').replace(/\//g, '.') || 'body';

const withDetail = (code: TemplateTextCode, detail: string): Messages => {
  const texts = TEMPLATE_TEXTS[code];
  return { he: `${texts.he}: ${detail}`, en: `${texts.en}: ${detail}`, es: `${texts.es}: ${detail}` };
};

/** The loader's finding at a field, in every language: the loader's own words in English, the kind of it in the others. */
function checkMessages(path: string, message: string): Messages {
  const field = fieldOf(path);
  const named = /"\{?([^"}]+)\}?"/.exec(message)?.[1] ?? '';
  const code: TemplateTextCode = field === 'documentType' ? 'TEMPLATE_UNKNOWN_TYPE' : field === 'module' ? 'TEMPLATE_UNKNOWN_MODULE' : isTemplatePlaceholder(named) ? 'TEMPLATE_RECORD_FACT' : 'TEMPLATE_UNKNOWN_FACT';
  const shown = code === 'TEMPLATE_UNKNOWN_FACT' || code === 'TEMPLATE_RECORD_FACT' ? `{${named}}` : named;
  return { ...withDetail(code, shown), en: message };
}

// Every localized text of a template, with its field, for the languages the office offers.
function* texts(template: AuthoredTemplateBody): Generator<[LocalizedText, string]> {
  yield [template.name, 'name'];
  if (template.description) yield [template.description, 'description'];
  yield [template.title, 'title'];
  for (const [index, block] of template.blocks.entries()) yield [block.text, `blocks.${index}.text`];
}

/** The languages an office writes its texts in: Hebrew and English always, Spanish where it offers it. */
export function officeLanguages(ctx: OfficeContext): Language[] {
  return LANGUAGES.filter((language) => language === 'he' || language === 'en' || ctx.office.localization.languages.includes(language));
}

/**
 * Checks a template an office writes, as a body without its id: against schemas/documents.schema.json's template
 * (the single source of its shape), with a text in every language the office offers, and with the loader's checks of
 * an office type's templates (document type, module, placeholders). Answers the template; throws 400 with every
 * problem at its field otherwise.
 */
export function checkTemplateBody(ctx: OfficeContext, body: unknown): AuthoredTemplateBody {
  if (body !== null && typeof body === 'object' && 'id' in body) throw templateError(400, 'TEMPLATE_INVALID', [fieldError('id', { ...TEMPLATE_TEXTS.TEMPLATE_ID_ASSIGNED })]);
  const candidate = body !== null && typeof body === 'object' ? { id: DRAFT_ID, ...body } : body;
  // Each problem at the part it breaks: a missing property's own field, not the object that lacks it.
  const { issues, brokenParts } = findSchemaViolations('documents.schema.json#/definitions/template', candidate);
  if (issues.length > 0) {
    throw templateError(
      400,
      'TEMPLATE_INVALID',
      issues.map((issue, index) => {
        const field = fieldOf(brokenParts[index] ?? issue.path);
        // A text without one of the languages every text has (Hebrew, English) is said as the office's missing one is.
        const isMissingText = issue.message.startsWith('missing required property') && LANGUAGES.some((language) => field.endsWith(`.${language}`));
        return fieldError(field, isMissingText ? { ...TEMPLATE_TEXTS.TEMPLATE_TEXT_MISSING } : withDetail('TEMPLATE_FIELD_INVALID', issue.message));
      }),
    );
  }
  const template = candidate as DocumentTemplate;
  const errors: FieldError[] = [];
  const languages = officeLanguages(ctx);
  for (const [text, field] of texts(template)) {
    for (const language of languages) if (text[language] === undefined) errors.push(fieldError(`${field}.${language}`, { ...TEMPLATE_TEXTS.TEMPLATE_TEXT_MISSING }));
  }
  const context: CheckContext = {
    office: ctx.office,
    languages,
    flags: new Map(),
    widgets: {},
    report: (path, message) => errors.push(fieldError(fieldOf(path), checkMessages(path, message))),
  };
  checkDocumentTemplate(context, template, '');
  if (errors.length > 0) throw templateError(400, 'TEMPLATE_INVALID', errors);
  const { id: _id, ...checked } = template;
  return checked;
}
