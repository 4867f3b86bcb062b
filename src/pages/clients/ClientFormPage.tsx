import type Core from '@rjsf/core';
import { Alert, Button, Flex, Form, Skeleton, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { intakeExtrasForm, intakeKeyFor, missingRecordFields, requiredRecordFields, validateClient, type ClientInput } from '../../../engine/clients';
import { isLanguage, pickText } from '../../../engine/i18n/languages';
import { ApiError } from '../../api/api-error';
import { ActionError } from '../../app/actions/ActionError';
import { sameNames } from '../../app/actions/field-errors';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useOffice } from '../../app/office/office-context';
import { useTerm } from '../../app/office/use-term';
import { api } from '../../app/session';
import { CLIENT_FORM_FIELDS, clientBody, clientFormValues, newClientValues, type ClientFormValues } from './client-form-values';
import type { Client, ClientChanged } from '../../api/client-answers';
import { ClientRecordFields } from './ClientRecordFields';
import { IntakeForm } from './IntakeForm';
import { clientApiPath, useClient } from './use-client';
import { useClientPaths } from './use-client-paths';

/**
 * Adding or editing a client or lead (/clients/new, /leads/new, /leads/{id}/edit): the record's own fields with
 * the rules of spec 2 §5, checked here before sending with the server's own definitions and messages, and the
 * office's intake fields drawn from its office type's JSON (spec 3 §3).
 */
export function ClientFormPage({ kind }: { kind: 'client' | 'lead' }) {
  const { id } = useParams<{ id: string }>();
  const existing = useClient(id);
  if (id && existing.error) return <ErrorState error={existing.error} onRetry={() => void existing.mutate()} />;
  if (id && !existing.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <ClientFormBody key={id ?? 'new'} kind={existing.data?.data.kind ?? kind} {...(existing.data ? { client: existing.data.data } : {})} />;
}

function ClientFormBody({ kind, client }: { kind: 'client' | 'lead'; client?: Client }) {
  const { t, i18n } = useTranslation('clients');
  const term = useTerm();
  const navigate = useNavigate();
  const paths = useClientPaths();
  const { mutate } = useSWRConfig();
  const { office } = useOffice();
  const language = isLanguage(i18n.language) ? i18n.language : 'he';
  const intakeForm = office && !office.isPublic ? office.forms.clientIntake : undefined;
  const extras = useMemo(() => (intakeForm ? intakeExtrasForm(intakeForm) : undefined), [intakeForm]);
  const required = useMemo(() => new Set(intakeForm ? requiredRecordFields(intakeForm) : []), [intakeForm]);
  const sourceChoices = useMemo(() => {
    const key = intakeForm ? intakeKeyFor(intakeForm, 'source') : undefined;
    return (key ? (intakeForm?.fields[key]?.options ?? []) : []).map((option) => ({ value: String(option.value), label: pickText(option.label, language) }));
  }, [intakeForm, language]);
  const [form] = Form.useForm<ClientFormValues>();
  const [intake, setIntake] = useState<Record<string, unknown>>(() => ({ ...(client?.intake ?? {}) }));
  const intakeRef = useRef<Core<Record<string, unknown>>>(null);
  const action = useServerAction();
  const [hasErrors, setHasErrors] = useState(false);

  const save = async (values: ClientFormValues) => {
    const body = clientBody({ ...form.getFieldsValue(true), ...values }, extras ? intake : undefined);
    // The same rules the server applies, with its messages, before anything is sent (spec 2 §5).
    const checked = validateClient(body, { partial: client !== undefined });
    const missing = intakeForm ? missingRecordFields(intakeForm, body as Partial<ClientInput>) : [];
    const fieldErrors = [
      ...(checked.ok ? [] : checked.errors.map((error) => ({ name: error.field.split('.'), errors: [pickText(error.messages, language)] }))),
      ...missing.map((field) => ({ name: field.split('.'), errors: [t('form.required')] })),
    ];
    const isIntakeValid = intakeRef.current ? intakeRef.current.validateForm() : true;
    form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
    setHasErrors(fieldErrors.length > 0 || !isIntakeValid);
    if (fieldErrors[0]) form.scrollToField(fieldErrors[0].name, { block: 'center' });
    if (fieldErrors.length > 0 || !isIntakeValid) return;
    const answer = await action.run(() => (client ? api.put<ClientChanged>(clientApiPath(client.id), body) : api.post<ClientChanged>('/clients/client', body)), {
      form,
      fields: sameNames(...CLIENT_FORM_FIELDS),
      success: t('form.saved'),
    });
    if (!answer) return;
    // The lists and the record itself show the change at once.
    await mutate((key) => typeof key === 'string' && key.startsWith('/clients/client'));
    navigate(paths.record(answer.data), { replace: client !== undefined });
  };

  const title = client ? t('form.editTitle', { name: `${client.firstName} ${client.lastName}` }) : kind === 'lead' ? t('form.newLeadTitle') : t('form.newTitle', { client: term('client') });
  const cancelPath = client ? paths.record(client) : paths.list(kind);
  return (
    <section aria-labelledby="client-form-title">
      <Typography.Title level={1} id="client-form-title" style={{ fontSize: 28 }}>
        <bdi>{title}</bdi>
      </Typography.Title>
      <ActionError error={action.error} onClose={action.reset} />
      {hasErrors ? <Alert type="error" showIcon title={t('form.fixErrors')} style={{ marginBlockEnd: 16 }} role="alert" /> : null}
      <Form<ClientFormValues>
        form={form}
        layout="vertical"
        initialValues={client ? clientFormValues(client) : newClientValues(kind, language)}
        onFinish={(values) => void save(values)}
        onFinishFailed={() => {
          // The intake's own fields are checked at once too, so every missing answer is shown in one pass.
          intakeRef.current?.validateForm();
          setHasErrors(true);
        }}
        disabled={action.isPending}
        // The record's and the intake's rules speak in the office's language beside each field: the browser's own
        // check (a bubble in the browser's language at the first required box) would stop the save before them.
        noValidate
        scrollToFirstError
        data-testid="client-form"
      >
        <Flex vertical gap={16}>
          <ClientRecordFields required={required} sourceChoices={sourceChoices} />
          {extras ? <IntakeForm ref={intakeRef} form={extras} data={intake} onChange={setIntake} {...(action.error instanceof ApiError ? { serverErrors: action.error.fieldErrors } : {})} /> : null}
          <Space>
            <Button type="primary" htmlType="submit" loading={action.isPending}>
              {t('form.save')}
            </Button>
            <Link to={cancelPath}>
              <Button>{t('form.cancel')}</Button>
            </Link>
          </Space>
        </Flex>
      </Form>
    </section>
  );
}
