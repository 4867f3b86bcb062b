import { DeleteOutlined, EditOutlined, FilePdfOutlined, SafetyCertificateOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SigningWorkflow } from '../../api/signing-answers';

/** Statuses after which nothing more happens. */
const CLOSED = new Set<SigningWorkflow['status']>(['approved', 'rejected', 'completed', 'cancelled']);

interface SigningActionsProps {
  workflow: SigningWorkflow;
  busy?: string;
  onSend(): void;
  onEdit(): void;
  onDelete(): void;
  onCancel(): void;
  onDownload(which: 'sealed' | 'certificate'): void;
}

/** What may be done with a workflow now: a draft is edited, sent or deleted; a sent one cancelled; a sealed one's files downloaded. */
export function SigningActions({ workflow, busy, onSend, onEdit, onDelete, onCancel, onDownload }: SigningActionsProps) {
  const { t } = useTranslation('signing');
  const isDraft = workflow.status === 'draft';
  const isSealed = workflow.status === 'completed' && workflow.sealedVersion !== null;
  return (
    <Space wrap>
      {isSealed ? (
        <>
          <Button type="primary" icon={<FilePdfOutlined />} loading={busy === 'sealed'} onClick={() => onDownload('sealed')} data-testid="download-sealed">
            {t('detail.downloadSealed')}
          </Button>
          <Button icon={<SafetyCertificateOutlined />} loading={busy === 'certificate'} onClick={() => onDownload('certificate')} data-testid="download-certificate">
            {t('detail.downloadCertificate')}
          </Button>
        </>
      ) : null}
      {workflow.canManage && isDraft ? (
        <>
          <Button type="primary" icon={<SendOutlined />} loading={busy === 'submit'} onClick={onSend} data-testid="workflow-send">
            {t('detail.send')}
          </Button>
          <Button icon={<EditOutlined />} onClick={onEdit} data-testid="workflow-edit">
            {t('detail.edit')}
          </Button>
          <Popconfirm title={t('detail.deleteConfirm')} okText={t('detail.delete')} okButtonProps={{ danger: true }} onConfirm={onDelete}>
            <Button danger icon={<DeleteOutlined />} loading={busy === 'delete'} data-testid="workflow-delete">
              {t('detail.delete')}
            </Button>
          </Popconfirm>
        </>
      ) : null}
      {workflow.canManage && !isDraft && !CLOSED.has(workflow.status) ? (
        <Popconfirm title={t('detail.cancelConfirm')} okText={t('detail.cancel')} okButtonProps={{ danger: true }} onConfirm={onCancel}>
          <Button danger icon={<StopOutlined />} loading={busy === 'cancel'} data-testid="workflow-cancel">
            {t('detail.cancel')}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
