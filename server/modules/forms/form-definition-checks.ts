import { checkFormDefinition, type FormDefinitionIssue } from '../../../engine/forms/check-form-definition';
import type { FormDefinition } from '../../../engine/generated/config-types';
import { offeredLanguages } from '../../../engine/i18n/offered-languages';
import type { OfficeContext } from '../../context/office-context';
import type { Messages } from '../../i18n/messages';
import { fieldError, type FieldError } from '../../plugins/errors';
import { formError, formText, type FormTextCode } from './forms.messages';

/** Where a definition sits in a request's body: its problems are named from there (definition.fields.kind.options). */
export const DEFINITION_FIELD = 'definition';

// A JSON pointer (/fields/kind/options) as the dotted field the screens name, under the body's definition.
const fieldOf = (pointer: string): string => [DEFINITION_FIELD, ...pointer.split('/').filter(Boolean).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))].join('.');

// The kind of a problem the engine words in English, for the other languages' own sentence.
function codeOf(issue: FormDefinitionIssue): FormTextCode {
  if (issue.message.startsWith('missing the "')) return 'FORM_TEXT_MISSING';
  if (issue.path.endsWith('/options') && issue.message.includes('needs options')) return 'FORM_OPTIONS_MISSING';
  if (issue.path.endsWith('/visibleWhen/field')) return 'FORM_VISIBLE_WHEN_FIELD';
  return 'FORM_FIELD_INVALID';
}

/** One engine finding at its field: the office's sentence in every language, with the engine's own words after it. */
function issueMessages(issue: FormDefinitionIssue): Messages {
  const texts = formText(codeOf(issue));
  return { he: `${texts.he}: ${issue.message}`, en: `${texts.en}: ${issue.message}`, es: `${texts.es}: ${issue.message}` };
}

/** The engine's findings as field errors keyed by their place in the body, one per place and sentence. */
export function definitionErrors(issues: readonly FormDefinitionIssue[]): FieldError[] {
  const seen = new Set<string>();
  return issues.flatMap((issue) => {
    const key = `${issue.path}\n${issue.message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [fieldError(fieldOf(issue.path), issueMessages(issue))];
  });
}

/**
 * Checks a definition as the loader checks an office type's form (engine/forms/check-form-definition.ts), with a
 * text in every language the office offers: answers it as a FormDefinition, or throws 400 FORM_INVALID with every
 * problem at its field (`definition.fields.kind.options`).
 */
export function checkedDefinition(ctx: OfficeContext, definition: unknown): FormDefinition {
  const issues = checkFormDefinition(definition, offeredLanguages(ctx.office.localization));
  if (issues.length > 0) throw formError(400, 'FORM_INVALID', definitionErrors(issues));
  return definition as FormDefinition;
}
