import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { sameNames } from '../../app/actions/field-errors';
import { useServerAction } from '../../app/actions/use-server-action';
import { SIMULATIONS_API, TEMPLATE_CATEGORIES, type SimulationTemplateInput } from './simulations-api';
import { useSimulationsApi } from './simulations-api-context';

type TemplateDetails = Pick<SimulationTemplateInput, 'name' | 'description' | 'category'>;

interface SaveAsTemplateProps {
  kind: SimulationTemplateInput['kind'];
  /** The inputs on screen, as the calculation routes take them. */
  inputs: () => SimulationTemplateInput['inputs'];
  /** Whether the inputs run (the engine's checks pass): a template is saved only then. */
  canSave: boolean;
}

/** Saving the inputs on screen as a template of the office (spec 2 §3: name, description, category). */
export function SaveAsTemplate({ kind, inputs, canSave }: SaveAsTemplateProps) {
  const { t } = useTranslation('simulations');
  const simulations = useSimulationsApi();
  const { mutate } = useSWRConfig();
  const action = useServerAction();
  const [form] = Form.useForm<TemplateDetails>();
  const [isOpen, setOpen] = useState(false);
  const save = async (details: TemplateDetails) => {
    const body = { name: details.name.trim(), category: details.category, kind, inputs: inputs(), ...(details.description?.trim() ? { description: details.description.trim() } : {}) };
    const answer = await action.run(() => simulations.createTemplate(body), { form, fields: sameNames('name', 'description', 'category'), success: t('templates.saved') });
    if (!answer) return;
    void mutate(SIMULATIONS_API.templates);
    setOpen(false);
    form.resetFields();
  };
  return (
    <>
      <Button icon={<SaveOutlined />} disabled={!canSave} onClick={() => setOpen(true)} data-testid="template-save-open">
        {t('templates.saveAs')}
      </Button>
      <Modal
        open={isOpen}
        title={t('templates.saveTitle')}
        okText={t('templates.save')}
        cancelText={t('templates.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ loading: action.isPending, 'data-testid': 'template-save' } as ButtonProps}
        destroyOnHidden
      >
        <Form<TemplateDetails> form={form} layout="vertical" name="simulation-template" initialValues={{ category: 'personal' }} onFinish={(details) => void save(details)}>
          <Form.Item name="name" label={t('templates.name')} rules={[{ required: true, whitespace: true, message: t('templates.nameRequired') }, { max: 200 }]}>
            <Input data-testid="template-name" />
          </Form.Item>
          <Form.Item name="description" label={t('templates.description')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item name="category" label={t('templates.category')} rules={[{ required: true }]}>
            <Select options={TEMPLATE_CATEGORIES.map((value) => ({ value, label: t(`templates.categories.${value}`) }))} data-testid="template-category" />
          </Form.Item>
        </Form>
        {action.error ? <Alert type="error" showIcon title={action.error.message} /> : null}
      </Modal>
    </>
  );
}
