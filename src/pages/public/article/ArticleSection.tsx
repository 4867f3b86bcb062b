import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../BidiText';
import type { ContentSection } from '../content/content-types';
import { SectionLinks } from './SectionLinks';
import { SectionTable } from './SectionTable';

/** One section of a text page: its heading (an anchor), date, paragraphs, bullets, table, folded questions and links. */
export function ArticleSection({ section, fill, formatDate }: { section: ContentSection; fill: (text: string) => string; formatDate: (date: string) => string }) {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby={section.id}>
      <Typography.Title level={2} id={section.id} style={{ fontSize: 24 }}>
        {fill(section.heading)}
      </Typography.Title>
      {section.date && (
        <Typography.Paragraph className="public-muted">
          {t('article.published')} <time dateTime={section.date}>{formatDate(section.date)}</time>
        </Typography.Paragraph>
      )}
      {section.paragraphs?.map((paragraph, index) => (
        <Typography.Paragraph key={index}>
          <BidiText text={fill(paragraph)} />
        </Typography.Paragraph>
      ))}
      {section.bullets && (
        <ul>
          {section.bullets.map((bullet, index) => (
            <li key={index}>
              <BidiText text={fill(bullet)} />
            </li>
          ))}
        </ul>
      )}
      {section.table && <SectionTable table={section.table} label={fill(section.heading)} fill={fill} />}
      {section.questions && (
        <Collapse
          style={{ marginBottom: 16 }}
          items={section.questions.map((item, index) => ({
            key: String(index),
            label: fill(item.question),
            children: (
              <Typography.Paragraph style={{ marginBottom: 0 }}>
                <BidiText text={fill(item.answer)} />
              </Typography.Paragraph>
            ),
          }))}
        />
      )}
      {section.links && <SectionLinks links={section.links} fill={fill} />}
    </section>
  );
}
