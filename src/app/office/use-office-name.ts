import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { useAuth } from '../auth/use-auth';
import { useOffice } from './office-context';

/** The office's name in the user's language: its branding's company name, else the tenant's name, else its office type's name. */
export function useOfficeName(): string {
  const { office } = useOffice();
  const { tenant } = useAuth();
  const { i18n } = useTranslation();
  const branding = office?.ui.branding;
  return (branding ? pickText(branding.companyName, i18n.language) : '') || tenant?.tenantName || (office ? pickText(office.name, i18n.language) : '');
}
