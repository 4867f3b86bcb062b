import { Typography } from 'antd';
import { pickText, type Language } from '../../../../engine/i18n/languages';
import type { HomepageStatistic } from '../../../../engine/generated/config-types';

/** The statistics strip: each figure as the office type writes it (kept left to right), with what it is. */
export function StatisticsStrip({ statistics, title, language }: { statistics: HomepageStatistic[]; title: string; language: Language }) {
  if (statistics.length === 0) return null;
  return (
    <section className="public-section public-section--tinted" aria-labelledby="home-statistics-title">
      <div className="public-container">
        <Typography.Title level={2} id="home-statistics-title" className="sr-only">
          {title}
        </Typography.Title>
        <ul className="public-stats">
          {statistics.map((statistic, index) => (
            <li key={index}>
              <bdi className="public-stats__value ltr-text">{statistic.value}</bdi>
              <span className="public-stats__label">{pickText(statistic.label, language)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
