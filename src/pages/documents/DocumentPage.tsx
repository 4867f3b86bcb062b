import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Col, Flex, Result, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { SubjectWorkflow } from '../clients/SubjectWorkflow';
import { useDocumentFiles } from './document-files';
import { DocumentDetailsCard } from './DocumentDetailsCard';
import { DocumentHeader } from './DocumentHeader';
import { DocumentHistory } from './DocumentHistory';
import { DocumentLinks } from './DocumentLinks';
import { DocumentPreview } from './DocumentPreview';
import { DocumentSharing } from './DocumentSharing';
import { DocumentVersions } from './DocumentVersions';
import { useRefreshHistory } from './use-document-sharing';
import { downloadLibraryDocument, useLibraryDocument } from './use-library';
import { useLibraryTypes } from './use-library-types';

/**
 * One document of the library (issue 23) at /documents/:id: its preview (a PDF's pages, an image inline, anything
 * else as an icon with its download), what it belongs to, its place in the office's document workflow, its details and sharing level, the members it is shared
 * with, its versions, and its history (who did what, when).
 */
export function DocumentPage() {
  const { id } = useParams<{ id: string }>();
  const { t, i18n } = useTranslation('documents');
  const answer = useLibraryDocument(id);
  const { options } = useLibraryTypes();
  const files = useDocumentFiles();
  const action = useServerAction();
  const refreshHistory = useRefreshHistory(id ?? '');
  const document = answer.data?.data;
  if (answer.error instanceof ApiError && answer.error.status === 404) {
    return <Result status="404" title={t('detail.notFound')} subTitle={t('detail.notFoundText')} extra={<Link to="/documents">{t('detail.back')}</Link>} data-testid="document-not-found" />;
  }
  if (answer.error) return <ErrorState error={answer.error} title={t('detail.loadFailed')} onRetry={() => void answer.mutate()} />;
  if (!document) {
    return (
      <div data-testid="document-loading">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  const Back = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  const download = () => void action.run(() => downloadLibraryDocument(files, document).then(refreshHistory), { isQuiet: true });
  const refresh = () => {
    void answer.mutate();
    refreshHistory();
  };

  return (
    <section aria-labelledby="document-title" data-testid="document-page">
      <Link to="/documents">
        <Back /> {t('detail.back')}
      </Link>
      <DocumentHeader document={document} action={action} onDownload={download} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <DocumentPreview document={document} onDownload={download} />
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={16}>
            <DocumentLinks document={document} />
            {/* Its place in the office's document workflow, where the office runs one (a client's document's run). */}
            {document.clientId ? <SubjectWorkflow clientId={document.clientId} documentId={document.id} /> : null}
            <DocumentDetailsCard document={document} types={options} onSaved={refresh} />
            <DocumentSharing document={document} />
            <DocumentVersions document={document} onChanged={refresh} />
            <DocumentHistory id={document.id} />
          </Flex>
        </Col>
      </Row>
    </section>
  );
}
