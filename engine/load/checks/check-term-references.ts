import { unknownTermReferences } from '../../terminology/office-texts';
import type { OfficeTypeCheck } from './check-context';

/** Every {{term}} placeholder in the office's texts names a word of its vocabulary, in that text's language. */
export const checkTermReferences: OfficeTypeCheck = (context) => {
  for (const { path, key } of unknownTermReferences(context.office)) {
    context.report(path, `"{{${key}}}" names no term of the office's vocabulary; use a standard term (clients, documents…) or one of its customTerms`);
  }
};
