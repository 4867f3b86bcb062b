import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** /sign/:token, public document signing: the documents area (a later issue) checks the link; until then the page says so. */
export function SignPage() {
  const { t } = useTranslation('shell');
  return <Result status="info" title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('signing.title')}</h1>} subTitle={t('signing.text')} />;
}
