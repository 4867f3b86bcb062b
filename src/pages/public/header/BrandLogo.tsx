import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickText } from '../../../../engine/i18n/languages';
import { useOffice } from '../../../app/office/office-context';
import { useLanguage } from '../use-language';

/** The header's logo, linking home: the office's own logo when its branding has one, else the Lishka wordmark. */
export function BrandLogo() {
  const { t } = useTranslation('public');
  const { office } = useOffice();
  const language = useLanguage();
  const branding = office?.ui.branding;
  if (branding?.logoPrimary) {
    return (
      <Link to="/" className="public-brand">
        <img src={branding.logoPrimary} alt={pickText(branding.companyName, language)} width={branding.logoWidth ?? 140} height={branding.logoHeight ?? 32} style={{ objectFit: 'contain' }} />
      </Link>
    );
  }
  return (
    <Link to="/" className="public-brand" aria-label={t('brand.homeLabel')}>
      <span className="public-brand__mark" aria-hidden="true">
        {t('brand.mark')}
      </span>
      <span>{t('brand.wordmark')}</span>
    </Link>
  );
}
