import type { DocumentTypeDeclaration, OfficeType } from '../generated/config-types';

/**
 * The product's general document types (spec 2 §3), in every language it speaks: what an office that declares
 * none of its own (`documents.types`) files its documents under.
 */
export const DEFAULT_DOCUMENT_TYPES: readonly DocumentTypeDeclaration[] = [
  { id: 'policy', label: { he: 'מדיניות', en: 'Policy', es: 'Política' } },
  { id: 'contract', label: { he: 'חוזה', en: 'Contract', es: 'Contrato' } },
  { id: 'report', label: { he: 'דוח', en: 'Report', es: 'Informe' } },
  { id: 'compliance', label: { he: 'ציות ורגולציה', en: 'Compliance', es: 'Cumplimiento normativo' } },
  { id: 'financial', label: { he: 'כספים', en: 'Financial', es: 'Financiero' } },
  { id: 'legal', label: { he: 'משפטי', en: 'Legal', es: 'Legal' } },
  { id: 'general', label: { he: 'כללי', en: 'General', es: 'General' } },
  { id: 'other', label: { he: 'אחר', en: 'Other', es: 'Otro' } },
];

/** The document types an office files under, in its order: the ones it declares, else the product's general ones. */
export function officeDocumentTypes(office: Pick<OfficeType, 'documents'>): readonly DocumentTypeDeclaration[] {
  const declared = office.documents?.types;
  return declared && declared.length > 0 ? declared : DEFAULT_DOCUMENT_TYPES;
}
