import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ImportWizard } from './ImportWizard';

/** Opens the import wizard; once rows were imported, every client list and count is fetched again. */
export function ImportButton() {
  const { t } = useTranslation('clients');
  const { mutate } = useSWRConfig();
  const [isOpen, setOpen] = useState(false);
  const onImported = () => void mutate((key) => typeof key === 'string' && key.startsWith('/clients/client'));

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('transfer.open')}
      </Button>
      {isOpen ? <ImportWizard onImported={onImported} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
