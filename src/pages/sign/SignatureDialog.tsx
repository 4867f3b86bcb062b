import { Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawPad } from './DrawPad';
import type { FieldEntry } from './field-guide';
import { TypedSignature } from './TypedSignature';
import { UploadSignature } from './UploadSignature';

type Method = NonNullable<FieldEntry['method']>;

/** The first letters of a name's words, for initials typed by default. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('');
}

/**
 * A signature or initials made three ways, each a tab: drawn on a pad, typed (sent as the words, drawn by the server in
 * a Hebrew-capable face), or uploaded as a picture. Applying gives the box's entry.
 */
export function SignatureDialog({ kind, name, isOpen, onApply, onCancel }: { kind: 'signature' | 'initials'; name: string; isOpen: boolean; onApply(entry: FieldEntry): void; onCancel(): void }) {
  const { t } = useTranslation('sign');
  const [method, setMethod] = useState<Method>('drawn');
  const [drawn, setDrawn] = useState<string>();
  const [typed, setTyped] = useState(kind === 'initials' ? initialsOf(name) : name);
  const [uploaded, setUploaded] = useState<string>();
  const entry: FieldEntry | undefined =
    method === 'drawn' ? (drawn ? { method, image: drawn } : undefined) : method === 'typed' ? (typed.trim() ? { method, value: typed.trim() } : undefined) : uploaded ? { method, image: uploaded } : undefined;
  return (
    <Modal
      open={isOpen}
      title={t(kind === 'initials' ? 'dialog.initialsTitle' : 'dialog.signatureTitle')}
      okText={t('dialog.apply')}
      cancelText={t('dialog.cancel')}
      okButtonProps={{ disabled: !entry, 'data-testid': 'signature-apply' }}
      onOk={() => entry && onApply(entry)}
      onCancel={onCancel}
      destroyOnHidden
      width={560}
      data-testid="signature-dialog"
    >
      <Tabs
        activeKey={method}
        onChange={(key) => setMethod(key as Method)}
        items={[
          { key: 'drawn', label: t('dialog.draw'), children: <DrawPad onChange={setDrawn} /> },
          { key: 'typed', label: t('dialog.type'), children: <TypedSignature value={typed} onChange={setTyped} /> },
          { key: 'uploaded', label: t('dialog.upload'), children: <UploadSignature image={uploaded} onChange={setUploaded} /> },
        ]}
      />
    </Modal>
  );
}
