import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/use-auth';
import { AdminArea } from '../admin/AdminArea';

/** /admin: the administration area (AdminArea) for role admin; anyone else is told they need administrator permissions (spec 1 §6). */
export function AdminPage() {
  const { user } = useAuth();
  const { t } = useTranslation('shell');
  if (user?.role !== 'admin') {
    return <Result status="403" title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('forbidden.title')}</h1>} subTitle={t('forbidden.explanation')} data-testid="admin-forbidden" />;
  }
  return <AdminArea />;
}
