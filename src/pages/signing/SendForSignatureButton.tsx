import { SignatureOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SignedDocument } from './DocumentChoice';

const SendForSignatureDrawer = lazy(() => import('./SendForSignatureDrawer').then((module) => ({ default: module.SendForSignatureDrawer })));

/** "Send for signature" on a PDF's page: the send dialog for that file, then the new workflow's page. */
export function SendForSignatureButton({ document }: { document: SignedDocument }) {
  const { t } = useTranslation('signing');
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button icon={<SignatureOutlined />} onClick={() => setOpen(true)} data-testid="document-send-for-signature">
        {t('send.open')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <SendForSignatureDrawer
            document={document}
            onClose={() => setOpen(false)}
            onSaved={(workflow) => {
              setOpen(false);
              navigate(`/documents/workflows/${workflow.id}`);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
