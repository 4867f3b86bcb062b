import type { LegalKind } from '../../../app/routing/public-pages';
import type { LocalizedDocument } from './content-types';
import { cookiesContent } from './cookies';
import { privacyContent } from './privacy';
import { termsContent } from './terms';

/** The text of each legal page. */
export const LEGAL_CONTENT: Record<LegalKind, LocalizedDocument> = {
  terms: termsContent,
  privacy: privacyContent,
  cookies: cookiesContent,
};
