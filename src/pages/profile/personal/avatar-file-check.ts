import { AVATAR_UPLOAD_POLICY, checkUpload, type UploadFailure } from '../../../../engine/policies/upload-policy';
import { SNIFF_BYTES } from '../../../../engine/policies/sniff-file-type';

/** Why a picture is refused before it is sent (spec 1 §5: at most 5MB; JPG, PNG or GIF, by name and by content). */
export type AvatarProblem = UploadFailure['code'];

/** The largest picture, in megabytes, and the formats taken, as the screen names them. */
export const AVATAR_LIMITS = { maxSizeMb: AVATAR_UPLOAD_POLICY.maxSizeMb, formats: 'JPG, PNG, GIF' } as const;

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

/** Checks a chosen picture in the browser with the server's own avatar policy (engine/policies/upload-policy.ts); empty when it may be sent. */
export async function checkAvatarFile(file: File): Promise<AvatarProblem[]> {
  const head = await readHead(file);
  return checkUpload({ fileName: file.name, size: file.size, head }, AVATAR_UPLOAD_POLICY).map((failure) => failure.code);
}
