import type { UploadPolicy } from '../generated/config-types';
import { DOCUMENT_UPLOAD_POLICY } from './upload-policy';

/**
 * The upload policy documents of an office are held to: its own (settings.uploads: size and formats, such as a
 * legal office's 100 MB), or the product-wide one (spec 2 §5: 50 MB; PDF, DOC, DOCX, XLS, XLSX, JPG, PNG) when it has none.
 */
export function officeUploadPolicy(config: { readonly settings?: { readonly uploads?: UploadPolicy } } | undefined): UploadPolicy {
  return config?.settings?.uploads ?? DOCUMENT_UPLOAD_POLICY;
}
