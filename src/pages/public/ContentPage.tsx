import type { ContentSlug } from '../../app/routing/public-pages';
import { ArticlePage } from './article/ArticlePage';
import { PAGE_CONTENT } from './content/page-content';

/** The footer's pages about Lishka (products, company, resources, security and compliance), in the current language. */
export function ContentPage({ slug }: { slug: ContentSlug }) {
  return <ArticlePage key={slug} content={PAGE_CONTENT[slug]} />;
}
