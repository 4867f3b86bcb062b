import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../engine/i18n/languages';
import { validateLogoFile } from '../../../../engine/theme/logo-validation';
import { ActionError } from '../../../app/actions/ActionError';
import { readFileHead } from '../../../app/actions/read-file-head';
import { useServerAction } from '../../../app/actions/use-server-action';
import { useOffice } from '../../../app/office/office-context';
import { api } from '../../../app/session';

/** The images an office's branding has, in the order the panel shows them. */
const LOGO_KINDS = ['logoPrimary', 'logoSecondary', 'favicon'] as const;
type LogoKind = (typeof LOGO_KINDS)[number];

const ACCEPT = '.jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml';

/**
 * The office's primary logo, secondary logo and favicon: each shown, uploaded (JPG, PNG or SVG under 2 MB, checked
 * here as the server checks it, spec 3 §5) or removed. Each change is a new version of the office's settings.
 */
export function LogoUploads({ onChanged }: { onChanged(): void }) {
  const { t, i18n } = useTranslation('admin');
  const { office, retry } = useOffice();
  const action = useServerAction();
  const [problems, setProblems] = useState<{ kind: LogoKind; messages: string[] }>();
  const branding = office?.ui.branding as Partial<Record<LogoKind, string>> | undefined;

  const afterChange = () => {
    onChanged();
    retry();
  };

  const onFile = async (kind: LogoKind, file: File) => {
    action.reset();
    const issues = validateLogoFile({ name: file.name, size: file.size, head: await readFileHead(file) });
    setProblems(issues.length > 0 ? { kind, messages: issues.map((issue) => pickText(issue.message, i18n.language)) } : undefined);
    if (issues.length > 0) return;
    const body = new FormData();
    body.append('logo', file, file.name);
    await action.run(() => api.post(`/admin/office/logos/${kind}`, body), { after: afterChange });
  };

  const onRemove = async (kind: LogoKind) => {
    setProblems(undefined);
    await action.run(() => api.delete(`/admin/office/logos/${kind}`), { after: afterChange });
  };

  return (
    <Flex vertical gap={12} data-testid="logo-uploads">
      <Typography.Text type="secondary">{t('branding.logoRules')}</Typography.Text>
      <ActionError error={action.error} onClose={action.reset} />
      {LOGO_KINDS.map((kind) => (
        <Flex key={kind} gap={16} align="center" wrap data-testid={`logo-${kind}`}>
          <Typography.Text strong style={{ minInlineSize: 140 }}>
            {t(`branding.logos.${kind}`)}
          </Typography.Text>
          {branding?.[kind] ? (
            <img src={branding[kind]} alt={t(`branding.logos.${kind}`)} style={{ maxBlockSize: kind === 'favicon' ? 32 : 48, maxInlineSize: 200, objectFit: 'contain' }} />
          ) : (
            <Typography.Text type="secondary">{t('branding.noLogo')}</Typography.Text>
          )}
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              void onFile(kind, file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} loading={action.isPending} data-testid={`upload-${kind}`}>
              {branding?.[kind] ? t('branding.replaceLogo') : t('branding.uploadLogo')}
            </Button>
          </Upload>
          {branding?.[kind] ? (
            <Popconfirm title={t('branding.removeLogoConfirm')} okText={t('branding.removeLogo')} cancelText={t('settings.cancel')} onConfirm={() => onRemove(kind)}>
              <Button danger icon={<DeleteOutlined />} disabled={action.isPending}>
                {t('branding.removeLogo')}
              </Button>
            </Popconfirm>
          ) : null}
          {problems?.kind === kind ? <Alert type="error" showIcon role="alert" title={problems.messages.join(' ')} style={{ flexBasis: '100%' }} data-testid={`logo-problem-${kind}`} /> : null}
        </Flex>
      ))}
    </Flex>
  );
}
