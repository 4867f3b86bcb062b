import { Alert, Button, Card, Col, Flex, Form, Row, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { OfficeTypeAnswer } from '../../../api/office-type-answers';
import { ActionError } from '../../../app/actions/ActionError';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { useOfficeSettings } from '../office-settings/use-office-settings';
import { POLICY_FIELDS, POLICY_GROUPS } from './policy-fields';
import { applyPolicies, policyValues, valueAt } from './policy-overrides';
import { PolicyItem } from './PolicyItem';

const fieldNames = new Map(POLICY_FIELDS.map((field) => [field.path.join('.'), field.path as string[]]));

/**
 * /admin/policies: the office's passwords, session time-out, MFA and upload limits, each within the bounds of the
 * schemas the server checks, beside its office type's value and with a reset to it. Save Changes stores the
 * differences from the office type as overrides; Cancel drops the draft.
 */
export function PoliciesSection() {
  const { t } = useTranslation('admin');
  const state = useOfficeSettings();
  const officeTypeId = state.settings?.officeType;
  const officeType = useSWR<OfficeTypeAnswer>(officeTypeId ? `/office-types/${officeTypeId}` : null, { revalidateOnFocus: false });
  const [form] = Form.useForm();
  const defaults = officeType.data?.data;
  const overrides = state.settings?.overrides;
  const values = useMemo(() => (defaults && overrides ? policyValues(defaults, overrides) : undefined), [defaults, overrides]);

  // The saved policies whenever they change: after loading, a save, or a reload after another admin's save.
  useEffect(() => {
    if (values) form.setFieldsValue(values);
  }, [form, values]);

  useEffect(() => {
    const placed = state.fieldErrors.flatMap(({ field, message }) => {
      const name = fieldNames.get(field);
      return name ? [{ name, errors: [message] }] : [];
    });
    if (placed.length > 0) form.setFields(placed);
  }, [form, state.fieldErrors]);

  const loadError = state.loadError ?? officeType.error;
  if (loadError && (!state.settings || !defaults)) {
    return (
      <ErrorState
        error={loadError}
        title={t('settings.loadFailed')}
        onRetry={() => {
          state.reload();
          void officeType.mutate();
        }}
      />
    );
  }
  if (!values || !defaults) return <Skeleton active paragraph={{ rows: 8 }} />;

  const onSave = async (entered: unknown) => {
    await state.save((saved) => applyPolicies(saved, entered, defaults));
  };
  const onCancel = () => {
    state.action.reset();
    form.resetFields();
    form.setFieldsValue(values);
  };

  return (
    <Form form={form} layout="vertical" initialValues={values} onFinish={(entered) => void onSave(entered)} disabled={state.action.isPending} data-testid="policies-form">
      <Flex vertical gap={16}>
        <ActionError error={state.action.error} onClose={state.action.reset} />
        {state.isStale ? <Alert type="warning" showIcon title={t('settings.stale')} /> : null}
        {POLICY_GROUPS.map((group) => (
          <Card key={group} size="small" title={t(`policies.groups.${group}`)}>
            <Row gutter={24}>
              {POLICY_FIELDS.filter((field) => field.group === group).map((field) => (
                <Col key={field.key} xs={24} md={12}>
                  <PolicyItem field={field} officeTypeValue={valueAt(defaults, field.path)} />
                </Col>
              ))}
            </Row>
          </Card>
        ))}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={state.action.isPending} data-testid="policies-save">
            {t('settings.save')}
          </Button>
          <Button onClick={onCancel} data-testid="policies-cancel">
            {t('settings.cancel')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
