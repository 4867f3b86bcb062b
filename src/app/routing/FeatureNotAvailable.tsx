import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
// The catalogue's JSON itself: its module would bring Ajv into every page for a name.
import catalogue from '../../../engine/features/feature-catalogue.json';
import { pickText } from '../../../engine/i18n/languages';
import { useOffice } from '../office/office-context';

/** The page a feature that is off for the office type shows (spec 1 §2): title, why, and the way back. */
export function FeatureNotAvailable({ feature }: { feature: string }) {
  const { t, i18n } = useTranslation('shell');
  const { office } = useOffice();
  const flag = office && !office.isPublic ? office.featureFlags.features[feature] : undefined;
  const catalogued = catalogue.flags.find((entry) => entry.id === feature);
  const featureName = pickText(flag?.name ?? catalogued?.name, i18n.language) || feature;
  const officeType = office ? pickText(office.name, i18n.language) : '';
  return (
    <Result
      status="info"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('featureNotAvailable.title')}</h1>}
      subTitle={t('featureNotAvailable.explanation', { feature: featureName, officeType })}
      extra={
        <Link to="/dashboard">
          <Button type="primary">{t('featureNotAvailable.back')}</Button>
        </Link>
      }
      data-testid="feature-not-available"
    />
  );
}
