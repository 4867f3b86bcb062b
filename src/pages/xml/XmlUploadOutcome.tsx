import { Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import { FileName } from '../documents/FileName';
import { XmlStatusTag } from './XmlStatusTag';
import type { XmlUploadResult } from './xml-api-types';

/** What the server made of one uploaded file: the files it stored (each opening its page), the PDFs sent to the library, and the entries it skipped with their reasons. */
export function XmlUploadOutcome({ result, basePath }: { result: XmlUploadResult; basePath: string }) {
  const { t, i18n } = useTranslation('xml');
  return (
    <Flex vertical gap={4} style={{ marginBlockStart: 4 }} data-testid="xml-upload-outcome">
      <Typography.Text>{t('upload.made', { count: result.documents.length })}</Typography.Text>
      {result.documents.length > 0 ? (
        <List
          size="small"
          dataSource={result.documents}
          renderItem={(document) => (
            <List.Item data-testid="xml-upload-made">
              <Link to={`${basePath}/documents/${document.id}`}>
                <FileName name={document.fileName} />
              </Link>
              <XmlStatusTag status={document.status} />
            </List.Item>
          )}
        />
      ) : null}
      {result.libraryDocuments.length > 0 ? (
        <Typography.Text type="secondary" data-testid="xml-upload-library">
          {t('upload.library', { count: result.libraryDocuments.length })}{' '}
          {result.libraryDocuments.map((document, index) => (
            <span key={document.id}>
              {index > 0 ? ', ' : null}
              <Link to={`/documents/${document.id}`}>
                <FileName name={document.fileName} />
              </Link>
            </span>
          ))}
        </Typography.Text>
      ) : null}
      {result.skipped.length > 0 ? (
        <List
          size="small"
          header={<Typography.Text type="warning">{t('upload.skipped', { count: result.skipped.length })}</Typography.Text>}
          dataSource={result.skipped}
          renderItem={(entry) => (
            <List.Item data-testid="xml-upload-skipped">
              <FileName name={entry.fileName} />
              <Typography.Text type="secondary">{pickText(entry.reason, i18n.language)}</Typography.Text>
            </List.Item>
          )}
        />
      ) : null}
    </Flex>
  );
}
