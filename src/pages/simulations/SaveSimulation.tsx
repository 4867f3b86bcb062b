import { Alert, Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerAction } from '../../app/actions/use-server-action';
import { sameNames } from '../../app/actions/field-errors';
import { useClient } from '../clients/use-client';
import { ClientSelect } from '../opportunities/ClientSelect';
import { TAG_LIMITS } from './simulation-tags';
import type { SimulationChanged, StoredSimulation } from './simulations-api';

/** What the save panel writes besides the inputs. */
export interface SaveDetails {
  name: string;
  tags: string[];
  clientId?: string | null;
}

interface SaveSimulationProps {
  stored?: StoredSimulation;
  /** The {{client}} a new simulation is made for, chosen beforehand (from their page: /simulations/new?clientId=…). */
  clientId?: string;
  /** Whether the inputs can run (the engine's checks pass); a save is refused before any call otherwise. */
  canSave: boolean;
  onSave: (details: SaveDetails) => Promise<SimulationChanged>;
  onSaved: (answer: SimulationChanged) => void;
}

/** Saving a simulation: its name, its tags and, if the user wants, the {{client}} it was made for. */
export function SaveSimulation({ stored, clientId, canSave, onSave, onSaved }: SaveSimulationProps) {
  const { t } = useTranslation('simulations');
  const [form] = Form.useForm<SaveDetails>();
  const action = useServerAction();
  const initial: SaveDetails = stored ? { name: stored.name, tags: stored.tags, clientId: stored.clientId } : { name: '', tags: [], ...(clientId ? { clientId } : {}) };
  // The chosen {{client}}'s name, to label the picker before any search.
  const chosen = useClient(stored ? undefined : clientId).data?.data;
  const initialClient = stored?.clientId ? { id: stored.clientId, name: stored.clientName ?? '' } : chosen ? { id: chosen.id, name: `${chosen.firstName} ${chosen.lastName}` } : undefined;
  const save = async (details: SaveDetails) => {
    const answer = await action.run(() => onSave({ ...details, name: details.name.trim(), clientId: details.clientId ?? null }), { form, fields: sameNames('name', 'tags', 'clientId') });
    if (answer) onSaved(answer);
  };
  return (
    <Card size="small" title={t('save.title')} data-testid="simulation-save">
      <Form<SaveDetails> form={form} layout="vertical" initialValues={initial} onFinish={(details) => void save(details)} name="simulation-save">
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('save.name')} rules={[{ required: true, whitespace: true, message: t('save.nameRequired') }, { max: 200 }]}>
              <Input data-testid="simulation-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="tags" label={t('save.tags')} extra={t('save.tagsHint')}>
              <Select mode="tags" maxCount={TAG_LIMITS.count} tokenSeparators={[',']} open={false} suffixIcon={null} data-testid="simulation-tags" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="clientId" label={t('save.client')}>
              <ClientSelect {...(initialClient ? { initial: initialClient } : {})} />
            </Form.Item>
          </Col>
        </Row>
        {!canSave ? <Alert type="warning" showIcon title={t('save.fixFirst')} style={{ marginBlockEnd: 12 }} /> : null}
        {action.error ? <Alert type="error" showIcon title={action.error.message} style={{ marginBlockEnd: 12 }} data-testid="simulation-save-error" /> : null}
        <Button type="primary" htmlType="submit" loading={action.isPending} disabled={!canSave} data-testid="simulation-save-button">
          {stored ? t('save.saveChanges') : t('save.save')}
        </Button>
      </Form>
    </Card>
  );
}
