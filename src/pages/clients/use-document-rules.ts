import { useMemo } from 'react';
import { documentTypeOptions, type DocumentTypeOption } from '../../../engine/clients/document-types';
import type { UploadPolicy } from '../../../engine/generated/config-types';
import { officeUploadPolicy } from '../../../engine/policies/office-upload-policy';
import { useOffice } from '../../app/office/office-context';

/** What the office holds its documents to, as the server does: its upload policy and the document types it offers. */
export function useDocumentRules(): { policy: UploadPolicy; types: DocumentTypeOption[] } {
  const { office } = useOffice();
  const config = office && !office.isPublic ? office : undefined;
  return useMemo(() => ({ policy: officeUploadPolicy(config), types: documentTypeOptions(config?.forms.documentUpload) }), [config]);
}
