/** Where the office's PDF templates are served. */
// /api/pdf/templates is the document templates' (spec 2 §7, server/modules/document-templates): PDF form templates
// live beside them.
export const PDF_TEMPLATES_BASE = '/api/pdf/form-templates';

/** The office feature PDF templates belong to: off, every route answers 403 FEATURE_UNAVAILABLE. */
export const PDF_FORMS_FEATURE = 'pdf-forms';

/** The audit events of PDF templates. */
export const PDF_TEMPLATE_AUDIT_EVENTS = {
  created: 'pdf_template.created',
  updated: 'pdf_template.updated',
  deleted: 'pdf_template.deleted',
  filled: 'pdf_template.filled',
} as const;
