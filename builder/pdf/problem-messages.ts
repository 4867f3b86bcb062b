import { checkPdfTemplate } from '../../engine/pdf-forms/check-pdf-template';
import type { PdfTemplateField } from '../../engine/pdf-forms/pdf-field-types';
import { pdfTemplateMessages } from '../../engine/pdf-forms/pdf-template-messages';
import { isLanguage } from '../../engine/i18n/languages';

/** Messages by path (name, fields.2.name, values.fullName), in the reader's language. */
export type ProblemsByPath = Record<string, string>;

/** The template's problems as the server would answer them (the same engine check), in a language. */
export function templateProblems(name: string, fields: readonly PdfTemplateField[], pageCount: number, language: string): ProblemsByPath {
  const lang = isLanguage(language) ? language : 'he';
  const problems: ProblemsByPath = {};
  for (const problem of checkPdfTemplate({ name, fields }, pageCount)) problems[problem.path] ??= pdfTemplateMessages(problem)[lang];
  return problems;
}

/** A field's problems by property (name, position, options), from problems by path. */
export function fieldProblems(problems: ProblemsByPath, fields: readonly PdfTemplateField[], id: string): Record<string, string> {
  const index = fields.findIndex((field) => field.id === id);
  const prefix = `fields.${index}.`;
  return Object.fromEntries(Object.entries(problems).flatMap(([path, message]) => (path.startsWith(prefix) ? [[path.slice(prefix.length), message]] : [])));
}
