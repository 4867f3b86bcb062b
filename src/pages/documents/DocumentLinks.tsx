import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LibraryDocument } from '../../api/document-answers';
import { DateTime } from '../../app/actions/DateTime';
import { useOfficePath } from '../../app/office/use-office-path';
import { useTerm } from '../../app/office/use-term';
import { formatFileSize } from '../clients/file-size';
import { useClient } from '../clients/use-client';
import { FileName } from './FileName';

/**
 * What a document belongs to and where it came from: its client (named, linking to the client's page), its record,
 * its owner, who uploaded it and when, its file. The record shows as linked only: the API does not say whose module
 * it is, so no page can be named for it yet.
 */
export function DocumentLinks({ document }: { document: LibraryDocument }) {
  const { t, i18n } = useTranslation('documents');
  const term = useTerm();
  const officePath = useOfficePath();
  const client = useClient(document.clientId ?? undefined).data?.data;
  const none = <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>;
  const clientLink = document.clientId ? (
    <Link to={officePath(`/clients/${document.clientId}`)} data-testid="document-client">
      <bdi>{client ? `${client.firstName} ${client.lastName}` : term('client')}</bdi>
    </Link>
  ) : (
    none
  );
  return (
    <Card size="small" title={t('detail.belongsTo')} data-testid="document-links">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'client', label: t('detail.client'), children: clientLink },
          { key: 'record', label: t('detail.record'), children: document.recordId ? <bdi dir="ltr">{document.recordId.slice(0, 8)}</bdi> : none },
          { key: 'owner', label: t('detail.owner'), children: document.ownerName ? <bdi>{document.ownerName}</bdi> : none },
          {
            key: 'uploaded',
            label: t('detail.uploaded'),
            children: (
              <span>
                <DateTime value={document.uploadedAt} /> {document.uploadedByName ? <bdi>{document.uploadedByName}</bdi> : null}
              </span>
            ),
          },
          ...(document.fileName
            ? [
                { key: 'file', label: t('detail.fileName'), children: <FileName name={document.fileName} /> },
                { key: 'size', label: t('detail.size'), children: <bdi>{formatFileSize(document.size, i18n.language)}</bdi> },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
