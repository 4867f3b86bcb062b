import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Input, Modal, Skeleton, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { LocalizedText } from '../../../engine/generated/config-types';
import { isLanguage, type Language } from '../../../engine/i18n/languages';
import { offeredLanguages } from '../../../engine/i18n/offered-languages';
import { useOffice } from '../../app/office/office-context';
import { FORMS_API, type PublicLink } from './forms-api';
import { useFormsApi } from './forms-api-context';

type Notice = { type: 'success' | 'error'; text: string } | undefined;

const messageOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);

/**
 * A stored form's public link (issue 25): publish it (or give it a new link, the old one stopping) with an optional
 * consent checkbox whose text is written in each language the office offers; the address shown once, to copy; the
 * link turned off and on again.
 */
export function PublicLinkPanel({ formId, name, onClose }: { formId: string; name: string; onClose(): void }) {
  const { t } = useTranslation('formBuilder');
  const formsApi = useFormsApi();
  const languages = offeredLanguages(useOffice().runtime?.config.localization);
  const link = useSWR<{ data: PublicLink | null }>(FORMS_API.publicLink(formId));
  const current = link.data?.data;
  const [consentOn, setConsentOn] = useState<boolean>();
  const [consent, setConsent] = useState<Partial<Record<Language, string>>>();
  const [url, setUrl] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const isConsentOn = consentOn ?? Boolean(current?.consent);
  const texts = consent ?? current?.consent ?? {};
  const consentBody = (): LocalizedText | null => (isConsentOn ? ({ he: texts.he ?? '', en: texts.en ?? '', ...(languages.includes('es') ? { es: texts.es ?? '' } : {}) } as LocalizedText) : null);

  const act = async (work: () => Promise<unknown>, success: string) => {
    setNotice(undefined);
    try {
      await work();
      setNotice({ type: 'success', text: success });
      await link.mutate();
    } catch (error) {
      setNotice({ type: 'error', text: messageOf(error, t('list.actionFailed')) });
    }
  };
  const publish = () =>
    act(async () => {
      const published = (await formsApi.publish(formId, consentBody())).data;
      setUrl(published.url || `${window.location.origin}${published.path}`);
    }, t('publicLink.published'));

  return (
    <Modal open title={t('publicLink.title', { name })} onCancel={onClose} footer={<Button onClick={onClose}>{t('publicLink.close')}</Button>} destroyOnHidden>
      <Flex vertical gap={12} data-testid="public-link-panel">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('publicLink.intro')}
        </Typography.Paragraph>
        {notice && <Alert type={notice.type} showIcon title={notice.text} data-testid={`public-link-notice-${notice.type}`} />}
        {url && (
          <Space.Compact style={{ inlineSize: '100%' }}>
            <Input readOnly value={url} dir="ltr" data-testid="public-link-url" aria-label={t('list.publicLink')} />
            <Button icon={<CopyOutlined />} onClick={() => void navigator.clipboard?.writeText(url).then(() => setNotice({ type: 'success', text: t('publicLink.copied') }))}>
              {t('publicLink.copy')}
            </Button>
          </Space.Compact>
        )}
        {!link.data ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <>
            {current ? (
              <Flex gap={8} align="center" wrap>
                <Switch
                  checked={current.isActive}
                  data-testid="public-link-active"
                  aria-label={current.isActive ? t('publicLink.turnOff') : t('publicLink.turnOn')}
                  onChange={(isActive) => void act(() => formsApi.changeLink(formId, { isActive }), t('publicLink.saved'))}
                />
                <span>{current.isActive ? t('publicLink.isActive') : t('publicLink.isInactive')}</span>
                <Typography.Text type="secondary">{t('publicLink.submissions', { count: current.submissionCount })}</Typography.Text>
              </Flex>
            ) : (
              <Typography.Text>{t('publicLink.notPublished')}</Typography.Text>
            )}
            <Checkbox checked={isConsentOn} onChange={(event) => setConsentOn(event.target.checked)} data-testid="public-link-consent">
              {t('publicLink.consent')}
            </Checkbox>
            {isConsentOn && (
              <Flex vertical gap={8}>
                <Typography.Text type="secondary">{t('publicLink.consentHelp')}</Typography.Text>
                {languages.filter(isLanguage).map((language) => (
                  <Input.TextArea
                    key={language}
                    lang={language}
                    dir={language === 'he' ? 'rtl' : 'ltr'}
                    autoSize={{ minRows: 1, maxRows: 4 }}
                    maxLength={2000}
                    aria-label={t('publicLink.consentText', { language: t(`languages.${language}`, { ns: 'common' }) })}
                    placeholder={t('publicLink.consentText', { language: t(`languages.${language}`, { ns: 'common' }) })}
                    value={texts[language] ?? ''}
                    onChange={(event) => setConsent({ ...texts, [language]: event.target.value })}
                    data-testid={`public-link-consent-${language}`}
                  />
                ))}
              </Flex>
            )}
            <Flex gap={8} wrap>
              <Button type="primary" onClick={() => void publish()} data-testid="public-link-publish" title={current ? t('publicLink.republishHelp') : undefined}>
                {current ? t('publicLink.republish') : t('publicLink.publish')}
              </Button>
              {current && (
                <Button onClick={() => void act(() => formsApi.changeLink(formId, { consent: consentBody() }), t('publicLink.saved'))} data-testid="public-link-save-consent">
                  {t('publicLink.saveConsent')}
                </Button>
              )}
            </Flex>
          </>
        )}
      </Flex>
    </Modal>
  );
}
