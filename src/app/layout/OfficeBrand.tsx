import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useOffice } from '../office/office-context';
import { useOfficeName } from '../office/use-office-name';

/** The tenant's branding in the application header: its logo, or its company name, else the office's name. */
export function OfficeBrand() {
  const { office } = useOffice();
  const branding = office?.ui.branding;
  const name = useOfficeName();
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
