import type { LocalizedText, UploadPolicy } from '../../../engine/generated/config-types';
import { SNIFF_BYTES } from '../../../engine/policies/sniff-file-type';
import { checkUpload } from '../../../engine/policies/upload-policy';

async function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, SNIFF_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Checks a chosen document in the browser with the server's own rules (engine/policies/upload-policy.ts) and
 * the office's upload policy: size, format and content. Answers each problem's message; empty when it may go.
 */
export async function checkDocumentFile(file: File, policy: UploadPolicy): Promise<LocalizedText[]> {
  const head = await readHead(file);
  return checkUpload({ fileName: file.name, size: file.size, head }, policy).map((failure) => failure.message);
}

/** The formats a policy takes, as the screen names them (PDF, DOCX, PNG). */
export function formatNames(policy: UploadPolicy): string {
  return policy.allowedTypes.map((type) => type.replace(/^\./, '').toUpperCase()).join(', ');
}
