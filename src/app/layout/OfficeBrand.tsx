import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import { useAuth } from '../auth/use-auth';
import { useOffice } from '../office/office-context';

/** The tenant's branding in the application header: its logo, or its company name, else the office's name. */
export function OfficeBrand() {
  const { office } = useOffice();
  const { tenant } = useAuth();
  const { i18n } = useTranslation();
  const branding = office?.ui.branding;
  const name = (branding ? pickText(branding.companyName, i18n.language) : '') || tenant?.tenantName || (office ? pickText(office.name, i18n.language) : '');
  return (
    <Link to="/dashboard" style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }} aria-label={name}>
      {branding?.logoPrimary ? (
        <img src={branding.logoPrimary} alt="" height={branding.logoHeight ?? 32} style={{ maxWidth: branding.logoWidth ?? 160, objectFit: 'contain' }} />
      ) : null}
      <Typography.Text strong ellipsis style={{ fontSize: 16, maxWidth: 320 }}>
        {name}
      </Typography.Text>
    </Link>
  );
}
