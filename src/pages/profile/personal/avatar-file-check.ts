import { AVATAR_UPLOAD_POLICY, checkUpload, type UploadFailure } from '../../../../engine/policies/upload-policy';
import { readFileHead } from '../../../app/actions/read-file-head';

/** Why a picture is refused before it is sent (spec 1 §5: at most 5MB; JPG, PNG or GIF, by name and by content). */
export type AvatarProblem = UploadFailure['code'];

/** The largest picture, in megabytes, and the formats taken, as the screen names them. */
export const AVATAR_LIMITS = { maxSizeMb: AVATAR_UPLOAD_POLICY.maxSizeMb, formats: 'JPG, PNG, GIF' } as const;

/** Checks a chosen picture in the browser with the server's own avatar policy (engine/policies/upload-policy.ts); empty when it may be sent. */
export async function checkAvatarFile(file: File): Promise<AvatarProblem[]> {
  const head = await readFileHead(file);
  return checkUpload({ fileName: file.name, size: file.size, head }, AVATAR_UPLOAD_POLICY).map((failure) => failure.code);
}
