import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../BidiText';
import type { LocalizedDocument } from '../content/content-types';
import { useDocumentTitle } from '../use-document-title';
import { useFillTerms } from '../use-fill-terms';
import { useLanguage } from '../use-language';
import { ArticleSection } from './ArticleSection';
import { TableOfContents } from './TableOfContents';

/** A page of text in the current language: title, lead, last-updated date, a table of contents and the sections. */
export function ArticlePage({ content, hasToc = content.he.sections.length > 2 }: { content: LocalizedDocument; hasToc?: boolean }) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const fill = useFillTerms();
  const page = content[language] ?? content.he;
  const formatDate = (date: string) => new Intl.DateTimeFormat(language === 'he' ? 'he-IL' : language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  useDocumentTitle(fill(page.title));
  const body = (
    <div className="public-article__body">
      {page.sections.map((section) => (
        <ArticleSection key={section.id} section={section} fill={fill} formatDate={formatDate} />
      ))}
    </div>
  );
  return (
    <article className="public-container public-article">
      <header className="public-article__header">
        <Typography.Title level={1}>{fill(page.title)}</Typography.Title>
        <p className="public-article__lead">
          <BidiText text={fill(page.lead)} />
        </p>
        {content.updated && (
          <Typography.Text className="public-muted" data-testid="last-updated">
            {t('article.lastUpdated')} <time dateTime={content.updated}>{formatDate(content.updated)}</time>
          </Typography.Text>
        )}
      </header>
      {hasToc ? (
        <Row gutter={[{ xs: 0, lg: 48 }, 24]}>
          <Col xs={24} lg={7}>
            <TableOfContents sections={page.sections} fill={fill} />
          </Col>
          <Col xs={24} lg={17}>
            {body}
          </Col>
        </Row>
      ) : (
        body
      )}
    </article>
  );
}
