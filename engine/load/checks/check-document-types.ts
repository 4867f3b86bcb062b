import type { FormDefinition } from '../../generated/config-types';
import { reportDuplicates, type OfficeTypeCheck } from './check-context';

const FORM_AT = '/forms/documentUpload';

// The values the upload form's documentType offers, with their JSON paths: its options', else its schema's enum.
function uploadFormTypes(form: FormDefinition | undefined): [unknown, string][] {
  const options = form?.fields.documentType?.options;
  if (options && options.length > 0) return options.map((option, index) => [option.value, `${FORM_AT}/fields/documentType/options/${index}/value`]);
  const property = (form?.schema.properties as Record<string, { enum?: unknown } | undefined> | undefined)?.documentType;
  const values = Array.isArray(property?.enum) ? (property.enum as unknown[]) : [];
  return values.map((value, index) => [value, `${FORM_AT}/schema/properties/documentType/enum/${index}`]);
}

/**
 * The office's document types (`documents.types`) have unique ids, and where the office declares them its upload
 * form's document type (`forms.documentUpload`, its `documentType` field) offers exactly those ids: a document
 * is filed under the type it was uploaded as.
 */
export const checkDocumentTypes: OfficeTypeCheck = (context) => {
  const declared = context.office.documents?.types;
  if (!declared) return;
  reportDuplicates(context, declared, '/documents/types', 'document type');
  const offered = uploadFormTypes(context.office.forms.documentUpload);
  // A form without a document type lets the screens offer the declared types themselves.
  if (offered.length === 0) return;
  const ids = declared.map((type) => type.id);
  for (const [value, path] of offered) {
    if (typeof value === 'string' && !ids.includes(value)) context.report(path, `the upload form offers document type "${value}", which is not one of documents.types (${ids.join(', ')})`);
  }
  const values = new Set(offered.map(([value]) => value));
  declared.forEach((type, index) => {
    if (!values.has(type.id)) context.report(`/documents/types/${index}/id`, `document type "${type.id}" is not offered by the upload form's documentType (${[...values].join(', ')}): a document could never be uploaded as it`);
  });
};
