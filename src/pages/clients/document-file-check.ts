import type { LocalizedText, UploadPolicy } from '../../../engine/generated/config-types';
import { readFileHead } from '../../app/actions/read-file-head';
import { checkUpload } from '../../../engine/policies/upload-policy';

/**
 * Checks a chosen document in the browser with the server's own rules (engine/policies/upload-policy.ts) and
 * the office's upload policy: size, format and content. Answers each problem's message; empty when it may go.
 */
export async function checkDocumentFile(file: File, policy: UploadPolicy): Promise<LocalizedText[]> {
  const head = await readFileHead(file);
  return checkUpload({ fileName: file.name, size: file.size, head }, policy).map((failure) => failure.message);
}

/** The formats a policy takes, as the screen names them (PDF, DOCX, PNG). */
export function formatNames(policy: UploadPolicy): string {
  return policy.allowedTypes.map((type) => type.replace(/^\./, '').toUpperCase()).join(', ');
}
