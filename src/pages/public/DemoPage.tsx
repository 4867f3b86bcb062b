import { Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ErrorState } from '../../app/chrome/ErrorState';
import { api } from '../../app/session';
import { DemoOfficeCard } from './demo/DemoOfficeCard';
import type { OfficeTypesAnswer } from '../../api/office-type-answers';
import { SignInNote } from './demo/SignInNote';
import { useDemoSignIns } from './demo/use-demo-sign-ins';
import { LinkButton } from './LinkButton';
import { useDocumentTitle } from './use-document-title';

const fetchOfficeTypes = (path: string) => api.get<OfficeTypesAnswer>(path).then((body) => body.data);

/** /demo: the installed office types, each with its demo office to open or sign in to, and (outside production) its demo users. */
export function DemoPage() {
  const { t } = useTranslation('public');
  const { data, error, isLoading, mutate } = useSWR('/office-types', fetchOfficeTypes, { revalidateOnFocus: false });
  const signIns = useDemoSignIns();
  useDocumentTitle(t('demo.title'));
  return (
    <div className="public-container public-article">
      <header className="public-article__header">
        <Typography.Title level={1}>{t('demo.title')}</Typography.Title>
        <p className="public-article__lead">{t('demo.lead')}</p>
      </header>
      <SignInNote password={signIns?.[0]?.password} />
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void mutate()} title={t('demo.loadFailed')} />
      ) : isLoading || !data ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">{t('demo.loading')}</span>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : (
        <Row gutter={[24, 24]}>
          {data.map((officeType) => (
            <Col key={officeType.id} xs={24} md={12} xl={8}>
              <DemoOfficeCard officeType={officeType} signIn={signIns?.find((office) => office.officeType === officeType.id)} />
            </Col>
          ))}
        </Row>
      )}
      <Flex justify="center" style={{ marginTop: 40 }}>
        <LinkButton to="/office-types">{t('demo.explorer')}</LinkButton>
      </Flex>
    </div>
  );
}
