import { Alert, Button, Card, Checkbox, Flex, Result, Typography } from 'antd';
import type Core from '@rjsf/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { OfficeForm } from '../../../engine/react/OfficeForm';
import { useFormSpec } from '../../../engine/react/use-form-spec';
import { useServerFieldErrors } from '../../../engine/react/use-server-field-errors';
import type { ServerFieldError } from '../../../engine/forms/field-error-schema';
import { ApiError } from '../../api/api-error';
import { PublicFormLanguages } from './PublicFormLanguages';
import { usePublicFormApi, type PublicFormPageData } from './public-form-api';

/**
 * A public form filled without an account (issue 25): the office's form drawn by the app's form renderer in the
 * reader's language, the consent checkbox where the link has one, and the server's answer: a thank-you, or its
 * messages at the fields it refused.
 */
export function PublicFormView({ token, page }: { token: string; page: PublicFormPageData }) {
  const { t } = useTranslation('publicForm');
  const publicForms = usePublicFormApi();
  const formRef = useRef<Core<Record<string, unknown>>>(null);
  const [data, setData] = useState<Record<string, unknown>>({});
  const [consent, setConsent] = useState(false);
  const [isSending, setSending] = useState(false);
  const [isSent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; errors: readonly ServerFieldError[] }>();
  const spec = useFormSpec(page.form, data);
  const placed = useServerFieldErrors(refusal?.errors, page.form.fields, 'answers');
  const uiSchema = useMemo(() => ({ ...spec.uiSchema, 'ui:title': '', 'ui:description': '', 'ui:submitButtonOptions': { norender: true } }), [spec.uiSchema]);
  const consentError = refusal?.errors.find((error) => error.field === 'consent')?.message ?? (refusal && page.consent && !consent ? t('consentRequired') : undefined);

  const send = async (answers: Record<string, unknown>) => {
    setRefusal(undefined);
    if (page.consent && !consent) {
      setRefusal({ message: t('consentRequired'), errors: [{ field: 'consent', message: t('consentRequired') }] });
      return;
    }
    setSending(true);
    try {
      await publicForms.submit(token, { answers, ...(page.consent ? { consent } : {}) });
      setSent(true);
      window.scrollTo?.({ top: 0 });
    } catch (error) {
      setRefusal(error instanceof ApiError ? { message: error.message || t('failed'), errors: error.fieldErrors } : { message: t('failed'), errors: [] });
    } finally {
      setSending(false);
    }
  };

  if (isSent) {
    return (
      <Result
        status="success"
        title={t('sentTitle')}
        subTitle={t('sentText')}
        data-testid="public-form-sent"
        extra={
          <Button
            onClick={() => {
              setData({});
              setConsent(false);
              setSent(false);
            }}
          >
            {t('sendAnother')}
          </Button>
        }
      />
    );
  }
  const description = page.form.description ? pickText(page.form.description, spec.language) : '';
  return (
    <Card data-testid="public-form">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <div>
            <Typography.Title level={2} style={{ marginTop: 0 }}>
              {pickText(page.form.title, spec.language)}
            </Typography.Title>
            <Typography.Text type="secondary">{t('toOffice', { office: page.officeName })}</Typography.Text>
          </div>
          <PublicFormLanguages languages={page.languages} />
        </Flex>
        {description && <Typography.Paragraph>{description}</Typography.Paragraph>}
        {refusal && <Alert type="error" showIcon title={refusal.message} data-testid="public-form-refused" />}
        <OfficeForm
          ref={formRef}
          schema={spec.schema}
          uiSchema={uiSchema}
          data={data}
          disabled={isSending}
          onChange={(next) => {
            placed.onDataChange(data, next);
            setData(next);
          }}
          onSubmit={(answers) => void send(answers)}
          transformErrors={spec.transformErrors}
          {...(placed.extraErrors ? { extraErrors: placed.extraErrors } : {})}
        />
        {page.consent && (
          <div>
            <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} data-testid="public-form-consent" aria-invalid={consentError ? true : undefined}>
              {pickText(page.consent, spec.language)}
            </Checkbox>
            {consentError && (
              <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
                {consentError}
              </Typography.Text>
            )}
          </div>
        )}
        <Button type="primary" loading={isSending} data-testid="public-form-send" onClick={() => formRef.current?.submit()}>
          {isSending ? t('sending') : t('send')}
        </Button>
      </Flex>
    </Card>
  );
}

