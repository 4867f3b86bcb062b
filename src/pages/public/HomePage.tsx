import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useOffice } from '../../app/office/office-context';
import { CtaBlocks } from './home/CtaBlocks';
import { FeatureGrid } from './home/FeatureGrid';
import { HomeHero } from './home/HomeHero';
import { HomeSkeleton } from './home/HomeSkeleton';
import { StatisticsStrip } from './home/StatisticsStrip';
import { useDocumentTitle } from './use-document-title';
import { useLanguage } from './use-language';

/** The home page (spec 1 §2, spec 3 §2): the office's own hero, feature cards, statistics and calls to action. */
export function HomePage() {
  const { t } = useTranslation('public');
  const { office, error, retry } = useOffice();
  const language = useLanguage();
  const officeName = office ? pickText(office.ui.branding?.companyName ?? office.name, language) : '';
  useDocumentTitle(officeName || undefined);
  if (!office && error) {
    return (
      <div className="public-container public-article">
        <ErrorState error={error} onRetry={retry} title={t('home.loadFailed')} />
      </div>
    );
  }
  if (!office) return <HomeSkeleton />;
  const { homepage } = office.ui;
  return (
    <>
      <HomeHero hero={homepage.hero} eyebrow={officeName} language={language} />
      <FeatureGrid features={homepage.features} title={t('home.featuresTitle')} language={language} />
      <StatisticsStrip statistics={homepage.statistics} title={t('home.statisticsTitle')} language={language} />
      <CtaBlocks blocks={homepage.ctaBlocks} language={language} />
    </>
  );
}
