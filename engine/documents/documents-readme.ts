import { DEFAULT_DOCUMENT_TYPES } from './document-types';
import { TEMPLATE_PLACEHOLDERS } from './template-placeholders';

/**
 * The README's lines on what a document template may name, written from the code the loader runs
 * (DEFAULT_DOCUMENT_TYPES, TEMPLATE_PLACEHOLDERS): the text between the `document-templates` markers.
 */
export function documentTemplatesSection(): string {
  const types = DEFAULT_DOCUMENT_TYPES.map((type) => `\`${type.id}\` (${type.label.en})`).join(', ');
  const facts = TEMPLATE_PLACEHOLDERS.map((name) => `\`{${name}}\``).join(', ');
  return [`  The product's general document types: ${types}.`, `  The facts a template may put in: ${facts}.`].join('\n');
}

/** The section as a part of the README the code writes (engine/load/readme-sections.ts). */
export const DOCUMENT_TEMPLATES_SECTION = { name: 'document-templates', render: documentTemplatesSection } as const;
