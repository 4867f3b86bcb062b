import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryDocument } from '../../api/document-answers';
import { useNotify } from '../../notifications/notifications';
import { useDocumentFiles } from './document-files';
import { deleteLibraryDocument, downloadLibraryDocument } from './use-library';

/** What can be done to the selected rows at once: download each, or delete them (each its own call). */
export function LibraryBulkBar({ selected, onDone }: { selected: LibraryDocument[]; onDone(): void }) {
  const { t } = useTranslation('documents');
  const notify = useNotify();
  const files = useDocumentFiles();
  const [isBusy, setBusy] = useState(false);
  if (selected.length === 0) return null;

  const download = async () => {
    setBusy(true);
    // One after another: a browser lets a page start many downloads only when they come one at a time.
    for (const document of selected.filter((candidate) => candidate.version > 0)) {
      try {
        await downloadLibraryDocument(files, document);
      } catch (error) {
        notify({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    }
    setBusy(false);
  };
  const remove = async () => {
    setBusy(true);
    const results = await Promise.allSettled(selected.map((document) => deleteLibraryDocument(document.id)));
    setBusy(false);
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) notify({ severity: 'error', message: t('bulk.partial', { failed, count: selected.length }) });
    else notify({ severity: 'success', message: t('bulk.deleted', { count: selected.length }) });
    onDone();
  };

  return (
    <Flex gap={12} wrap align="center" style={{ marginBlockEnd: 12, padding: '8px 12px', borderRadius: 8, background: 'var(--lishka-bulk-bg, rgba(0,0,0,0.04))' }} data-testid="library-bulk">
      <Typography.Text strong>{t('bulk.selected', { count: selected.length })}</Typography.Text>
      <Button icon={<DownloadOutlined />} loading={isBusy} onClick={() => void download()} data-testid="bulk-download">
        {t('bulk.download')}
      </Button>
      <Popconfirm title={t('bulk.deleteConfirm', { count: selected.length })} okText={t('delete')} okButtonProps={{ danger: true }} onConfirm={() => void remove()}>
        <Button danger icon={<DeleteOutlined />} disabled={isBusy} data-testid="bulk-delete">
          {t('bulk.delete')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
