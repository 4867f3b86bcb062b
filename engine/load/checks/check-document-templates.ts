import { officeDocumentTypes } from '../../documents/document-types';
import { isTemplatePlaceholder, needsRecord, placeholdersIn, TEMPLATE_PLACEHOLDERS } from '../../documents/template-placeholders';
import type { DocumentTemplate } from '../../generated/config-types';
import { LANGUAGES } from '../../i18n/languages';
import { MODULE_KINDS, moduleKind } from '../../modules/module-kinds';
import { reportDuplicates, type CheckContext, type OfficeTypeCheck } from './check-context';

const KNOWN = TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

// Every text of a template that may hold placeholders (its title and each block's), with its JSON path.
function* templateTexts(template: DocumentTemplate, at: string): Generator<[string, string]> {
  for (const language of LANGUAGES) {
    const title = template.title[language];
    if (title !== undefined) yield [title, `${at}/title/${language}`];
    for (const [index, block] of template.blocks.entries()) {
      const text = block.text[language];
      if (text !== undefined) yield [text, `${at}/blocks/${index}/text/${language}`];
    }
  }
}

/** A template's module is one of the office's modules that holds records. */
function checkModule(context: CheckContext, template: DocumentTemplate, at: string): void {
  if (template.module === undefined) return;
  const modules = context.office.features.modules;
  const module = modules.find((candidate) => candidate.id === template.module);
  const withRecords = modules.filter((candidate) => MODULE_KINDS[moduleKind(candidate)].hasCollection).map((candidate) => candidate.id);
  if (!module) {
    context.report(`${at}/module`, `unknown module "${template.module}": the office's modules with records are ${withRecords.join(', ') || 'none'}`);
  } else if (!MODULE_KINDS[moduleKind(module)].hasCollection) {
    context.report(`${at}/module`, `module "${module.id}" is of kind "${moduleKind(module)}", which has no records; a template is for the records of ${withRecords.join(', ') || 'none of the office’s modules'}`);
  }
}

/** A template's texts put in only the facts a template may, and a record's only when it is for a module's records. */
function checkPlaceholders(context: CheckContext, template: DocumentTemplate, at: string): void {
  // A record's fact in a template for clients is told once, where it is first named, not in every text and language.
  const toldRecordFacts = new Set<string>();
  for (const [text, path] of templateTexts(template, at)) {
    for (const name of placeholdersIn(text)) {
      if (!isTemplatePlaceholder(name)) context.report(path, `"{${name}}" is not a fact a template may put in: ${KNOWN}`);
      else if (needsRecord(name) && template.module === undefined && !toldRecordFacts.has(name)) {
        toldRecordFacts.add(name);
        context.report(path, `"{${name}}" is a record's fact: name the template's "module" to produce it for that module's records`);
      }
    }
  }
}

/**
 * The office's document templates (`documents.templates`) have unique ids, are filed under one of the office's
 * document types (engine/documents/document-types.ts), are for a module that holds records where they name one,
 * and put in only the facts of engine/documents/template-placeholders.ts.
 */
export const checkDocumentTemplates: OfficeTypeCheck = (context) => {
  const templates = context.office.documents?.templates ?? [];
  reportDuplicates(context, templates, '/documents/templates', 'document template');
  templates.forEach((template, index) => checkDocumentTemplate(context, template, `/documents/templates/${index}`));
};

/**
 * One template against the office it is for (its document type, its module and its placeholders), reported under
 * `at`: the loader's check of each office type template, and the server's of each template an office writes itself.
 */
export function checkDocumentTemplate(context: CheckContext, template: DocumentTemplate, at: string): void {
  const types = officeDocumentTypes(context.office).map((type) => type.id);
  const whose = context.office.documents?.types ? "the office's document types" : "the product's general document types (the office declares none)";
  if (!types.includes(template.documentType)) context.report(`${at}/documentType`, `unknown document type "${template.documentType}": not one of ${whose} (${types.join(', ')})`);
  checkModule(context, template, at);
  checkPlaceholders(context, template, at);
}
