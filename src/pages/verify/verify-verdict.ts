import type { Verification } from './verify-api';

/** What /verify says of a PDF: sealed here and unchanged, sealed here and changed since, sealed by someone else, or not sealed. */
export type Verdict = 'intact' | 'changed' | 'foreign' | 'unsealed';

/** The verdict on a verification; a broken seal is "changed" whoever made it, since the file is not what was sealed. */
export function verdictOf(verification: Pick<Verification, 'isSealed' | 'isIntact' | 'isOurs'>): Verdict {
  if (!verification.isSealed) return 'unsealed';
  if (!verification.isIntact) return 'changed';
  return verification.isOurs ? 'intact' : 'foreign';
}

/** Each verdict's colour and antd Result status: green, red, orange, grey. */
export const VERDICT_LOOK: Record<Verdict, { colour: string; status: 'success' | 'error' | 'warning' | 'info' }> = {
  intact: { colour: '#389e0d', status: 'success' },
  changed: { colour: '#cf1322', status: 'error' },
  foreign: { colour: '#d46b08', status: 'warning' },
  unsealed: { colour: '#8c8c8c', status: 'info' },
};

/** Whether a chosen file is a PDF, by its type or, when the browser gives none, its name. */
export function isPdfFile(file: { name: string; type: string }): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}
