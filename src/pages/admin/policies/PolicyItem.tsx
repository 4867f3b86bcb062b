import { Button, Flex, Form, InputNumber, Select, Switch, Tag, Typography, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_TYPE_PATTERN, isWithin, type PolicyField } from './policy-fields';
import { isEmpty } from './policy-overrides';

/** A file type as a tag, left to right whatever the page's direction (.pdf, not pdf.). */
function FileTypeTag({ label, closable, onClose }: { label: ReactNode; closable: boolean; onClose: () => void }) {
  return (
    <Tag closable={closable} onClose={onClose} onMouseDown={(event) => event.preventDefault()} style={{ marginInlineEnd: 4 }}>
      <bdi dir="ltr">{label}</bdi>
    </Tag>
  );
}

/** How the office type's value reads next to the field. */
function useDefaultText(field: PolicyField, value: unknown): string {
  const { t, i18n } = useTranslation('admin');
  if (isEmpty(value)) return t('policies.none');
  if (typeof value === 'boolean') return t(value ? 'policies.on' : 'policies.off');
  // Isolated left to right, so a list of extensions (.pdf .doc) keeps its dots in a right-to-left sentence.
  if (Array.isArray(value)) return `\u2066${value.join(' ')}\u2069`;
  return typeof value === 'number' ? new Intl.NumberFormat(i18n.language).format(value) : String(value);
}

/**
 * One policy: its control within the schema's bounds, the office type's value beside it, and a reset to that value
 * when the office's differs.
 */
export function PolicyItem({ field, officeTypeValue }: { field: PolicyField; officeTypeValue: unknown }) {
  const { t } = useTranslation('admin');
  const form = Form.useFormInstance();
  const value = Form.useWatch(field.path as string[], form) as unknown;
  const defaultText = useDefaultText(field, officeTypeValue);
  const isChanged = !(isEmpty(value) && field.isOptional) && JSON.stringify(value) !== JSON.stringify(officeTypeValue);
  const testId = `policy-${field.key}`;
  const { bounds } = field;

  const rules: FormRule[] = [];
  if (bounds) {
    const message = bounds.isMinExclusive ? t('policies.aboveUpTo', { min: bounds.min, max: bounds.max }) : t('policies.between', { min: bounds.min, max: bounds.max });
    if (!field.isOptional) rules.push({ required: true, message: t('policies.required') });
    rules.push({ validator: async (_, entered: unknown) => {
      if (typeof entered === 'number' && (!isWithin(bounds, entered) || (field.kind === 'integer' && !Number.isInteger(entered)))) throw new Error(message);
    } });
  }
  if (field.kind === 'file-types') {
    rules.push({ required: true, type: 'array', min: 1, message: t('policies.typesRequired') });
    rules.push({ validator: async (_, entered: unknown) => {
      if (Array.isArray(entered) && entered.some((type) => !FILE_TYPE_PATTERN.test(String(type)))) throw new Error(t('policies.typeFormat'));
    } });
  }

  const control = (() => {
    if (field.kind === 'boolean') return <Switch data-testid={testId} />;
    if (field.kind === 'file-types') {
      return <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} tagRender={FileTypeTag} data-testid={testId} style={{ maxInlineSize: 480 }} />;
    }
    return <InputNumber min={bounds?.min} max={bounds?.max} step={1} precision={field.kind === 'integer' ? 0 : undefined} data-testid={testId} style={{ inlineSize: 160 }} />;
  })();

  const help = bounds ? (bounds.isMinExclusive ? t('policies.aboveUpTo', { min: bounds.min, max: bounds.max }) : t('policies.between', { min: bounds.min, max: bounds.max })) : undefined;
  return (
    <Form.Item
      label={t(`policies.fields.${field.key}`)}
      name={field.path as string[]}
      rules={rules}
      {...(field.kind === 'boolean' ? { valuePropName: 'checked' } : {})}
      extra={
        <Flex wrap gap={8} align="center" data-testid={`${testId}-default`}>
          {help ? <span>{help}{field.isOptional ? ` · ${t('policies.emptyMeansDefault')}` : ''} ·</span> : null}
          <Typography.Text type="secondary">{t('policies.officeTypeDefault', { value: defaultText })}</Typography.Text>
          {isChanged ? (
            <>
              <Tag color="blue">{t('policies.changed')}</Tag>
              <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => form.setFieldValue(field.path as string[], officeTypeValue ?? null)} data-testid={`${testId}-reset`}>
                {t('policies.reset')}
              </Button>
            </>
          ) : null}
        </Flex>
      }
    >
      {control}
    </Form.Item>
  );
}
