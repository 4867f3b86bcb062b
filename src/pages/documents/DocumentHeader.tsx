import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LibraryDocument } from '../../api/document-answers';
import { ActionError } from '../../app/actions/ActionError';
import type { ServerAction } from '../../app/actions/use-server-action';
import { DocumentStatusTag } from './DocumentStatusTag';
import { deleteLibraryDocument } from './use-library';
import { useLibraryTypes } from './use-library-types';
import { FileName } from './FileName';
import { SendForSignatureButton } from '../signing/SendForSignatureButton';

/** A document's name, type and status, with its download, its sending for signature (a PDF) and its deletion (back to the library once deleted). */
export function DocumentHeader({ document, action, onDownload }: { document: LibraryDocument; action: ServerAction; onDownload(): void }) {
  const { t } = useTranslation('documents');
  const { labelOf } = useLibraryTypes();
  const navigate = useNavigate();
  const remove = async () => {
    if ((await action.run(() => deleteLibraryDocument(document.id), { success: t('deleted') })) !== undefined) navigate('/documents');
  };
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBlock: 12 }}>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={1} id="document-title" style={{ fontSize: 26, margin: 0 }}>
            <FileName name={document.name} />
          </Typography.Title>
          <Typography.Text type="secondary">{labelOf(document.type)}</Typography.Text>
          <DocumentStatusTag status={document.status} />
        </Flex>
        <Space wrap>
          {document.contentType === 'application/pdf' && document.version > 0 ? <SendForSignatureButton document={{ id: document.id, name: document.name, version: document.version }} /> : null}
          <Button icon={<DownloadOutlined />} disabled={document.version === 0} onClick={onDownload} data-testid="document-download">
            {t('download')}
          </Button>
          <Popconfirm title={t('deleteConfirm')} okText={t('delete')} okButtonProps={{ danger: true }} onConfirm={() => void remove()}>
            <Button danger icon={<DeleteOutlined />} data-testid="document-delete">
              {t('delete')}
            </Button>
          </Popconfirm>
        </Space>
      </Flex>
      <ActionError error={action.error} onClose={action.reset} />
    </>
  );
}
