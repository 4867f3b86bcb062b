import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentSection } from '../content/content-types';

/** The list of a page's sections, each an anchor link to its heading. */
export function TableOfContents({ sections, fill }: { sections: readonly ContentSection[]; fill: (text: string) => string }) {
  const { t } = useTranslation('public');
  return (
    <nav aria-labelledby="toc-title" className="public-toc" data-testid="table-of-contents">
      <Typography.Text strong id="toc-title" style={{ display: 'block', marginBottom: 8 }}>
        {t('article.onThisPage')}
      </Typography.Text>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{fill(section.heading)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
