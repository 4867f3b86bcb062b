import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import { useAuth } from '../../app/auth/use-auth';
import { useOffice } from '../../app/office/office-context';
import { readableColor } from './readable-color';

/**
 * The office's name (and logo, when its branding has one) beside the Lishka name, which links home. Only an office
 * that is known (named by its address or ?tenant, or the signed-in one) shows its brand: the office type shown
 * when nothing names an office is nobody's office, and its brand would greet another office's user in the sign-in
 * steps, so there only the product's name shows; once the password step has named the user's office, that office's.
 */
export function AuthBrand() {
  const { t, i18n } = useTranslation('auth');
  const { t: common } = useTranslation('common');
  const { office } = useOffice();
  const { token } = theme.useToken();
  // In the code steps the server has named the office being signed in to: until its configuration is the one
  // loaded, its name shows, never the brand of an office the browser remembered from an earlier visit.
  const named = useAuth().pending?.office;
  const known = office?.tenant && (!named || office.tenant.slug === named.slug) ? office : undefined;
  const branding = known?.ui.branding;
  const officeName = known?.tenant ? (branding ? pickText(branding.companyName, i18n.language) : known.tenant.name) : (named?.name ?? '');
  return (
    <Flex align="center" gap={12} wrap style={{ minWidth: 0 }}>
      <Link to="/" aria-label={t('layout.home')} style={{ fontWeight: 700, fontSize: 20, whiteSpace: 'nowrap', color: readableColor(token.colorLink, token.colorText, [token.colorBgLayout]) }}>
        {common('appName')}
      </Link>
      {officeName ? (
        <Flex align="center" gap={8} style={{ minWidth: 0 }} data-testid="auth-office">
          <span aria-hidden style={{ opacity: 0.4 }}>|</span>
          {branding?.logoPrimary ? (
            <img src={branding.logoPrimary} alt={t('layout.logoAlt', { name: officeName })} style={{ maxHeight: 32, maxWidth: 120, objectFit: 'contain' }} />
          ) : null}
          <Typography.Text strong ellipsis style={{ maxWidth: 280 }}>
            <bdi>{officeName}</bdi>
          </Typography.Text>
        </Flex>
      ) : null}
    </Flex>
  );
}
