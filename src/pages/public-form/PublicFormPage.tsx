import { Flex, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { isLanguage } from '../../../engine/i18n/languages';
import { ApiError } from '../../api/api-error';
import { ErrorState } from '../../app/chrome/ErrorState';
import { changeLanguage } from '../../i18n/i18n';
import { usePublicFormApi } from './public-form-api';
import { PublicFormView } from './PublicFormView';

/**
 * /public-form/:token, the page a public form link opens, without an account (issue 25): the form in the reader's
 * language when the office offers it, else in the office's own (right to left in Hebrew), and a switch between the
 * office's languages. A link that is not, or no longer, open says so; each submission arrives as a new lead.
 */
export function PublicFormPage() {
  const { token = '' } = useParams();
  const { t, i18n } = useTranslation('publicForm');
  const publicForms = usePublicFormApi();
  const page = useSWR(['public-form', token], () => publicForms.open(token), { revalidateOnFocus: false, shouldRetryOnError: false });
  const offered = page.data?.languages;
  const fallback = page.data?.defaultLanguage;
  useEffect(() => {
    if (!offered || !fallback) return;
    if (!isLanguage(i18n.language) || !offered.includes(i18n.language)) void changeLanguage(fallback);
  }, [fallback, i18n, offered]);

  let body;
  if (page.error) {
    const status = page.error instanceof ApiError ? page.error.status : 0;
    if (status === 404 || status === 400) body = <Result status="warning" title={t('unknownTitle')} subTitle={t('unknownText')} data-testid="public-form-unknown" />;
    else if (status === 429) body = <Result status="warning" title={t('busyTitle')} subTitle={t('busyText')} data-testid="public-form-busy" />;
    else body = <ErrorState error={page.error} onRetry={() => void page.mutate()} />;
  } else if (!page.data) {
    body = (
      <div data-testid="public-form-loading" aria-busy="true" aria-label={t('loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else body = <PublicFormView token={token} page={page.data} />;

  return (
    <Flex vertical gap={12} dir={i18n.dir(i18n.language)} style={{ maxInlineSize: 760, margin: '0 auto', padding: 'clamp(8px, 3vw, 24px)' }} data-testid="public-form-page">
      {body}
    </Flex>
  );
}
