import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/auth/use-auth';

/** /404: every unknown path lands here (spec 1 §2, §8 "Page not found"). */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { phase } = useAuth();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('notFound.title')}</h1>}
      subTitle={t('notFound.explanation')}
      extra={
        <Space wrap>
          <Link to="/">
            <Button type={phase === 'signed-in' ? 'default' : 'primary'}>{t('notFound.home')}</Button>
          </Link>
          {phase === 'signed-in' && (
            <Link to="/dashboard">
              <Button type="primary">{t('notFound.dashboard')}</Button>
            </Link>
          )}
        </Space>
      }
      data-testid="not-found"
    />
  );
}
