import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTypeOptions } from '../../../engine/clients/document-types';
import { officeDocumentTypes } from '../../../engine/documents/document-types';
import type { DocumentTemplate, LocalizedText } from '../../../engine/generated/config-types';
import { pickText } from '../../../engine/i18n/languages';
import { useOffice } from '../../app/office/office-context';

/** A document type the library offers, named in the user's language. */
export interface LibraryTypeOption {
  value: string;
  label: string;
}

/** The office's document types and templates, as the server files them (library-types.ts' libraryDocumentTypes). */
export function useLibraryTypes(): { options: LibraryTypeOption[]; labelOf(type: string): string; templates: readonly DocumentTemplate[] } {
  const { office } = useOffice();
  const { i18n } = useTranslation();
  const config = office && !office.isPublic ? office : undefined;
  return useMemo(() => {
    // Its declared types (else the product's general ones), then those its client upload form offers, 'other' last.
    const declared = officeDocumentTypes(config ?? {}).map((type) => ({ value: type.id, label: type.label as LocalizedText }));
    const fromUploads = documentTypeOptions(config?.forms.documentUpload);
    const all = [...declared, ...fromUploads].filter((option, index, list) => list.findIndex((other) => other.value === option.value) === index);
    const options = all.map((option) => ({ value: option.value, label: pickText(option.label, i18n.language) }));
    const labels = new Map(options.map((option) => [option.value, option.label]));
    return { options, labelOf: (type: string) => labels.get(type) ?? type, templates: config?.documents?.templates ?? [] };
  }, [config, i18n.language]);
}
