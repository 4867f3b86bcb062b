import type { LegalKind } from '../../app/routing/public-pages';
import { ArticlePage } from './article/ArticlePage';
import { LEGAL_CONTENT } from './content/legal-content';

/** /terms, /privacy and /cookies: the legal text in the current language, with a table of contents. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  return <ArticlePage key={kind} content={LEGAL_CONTENT[kind]} hasToc />;
}
