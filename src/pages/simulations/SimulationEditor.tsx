import { Alert, Col, Flex, Form, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { coverOf } from './cover-of';
import { CoverResults } from './CoverResults';
import { SaveAsTemplate } from './SaveAsTemplate';
import { SaveSimulation, type SaveDetails } from './SaveSimulation';
import { SimulationInputs } from './SimulationInputs';
import { SimulationResults } from './SimulationResults';
import { SIMULATIONS_API, type SimulationChanged, type StoredSimulation } from './simulations-api';
import { useSimulationsApi } from './simulations-api-context';
import { inputOf, NEW_SIMULATION, planPresets, valuesOf, type SimulationValues } from './simulation-values';
import { useLiveSimulation } from './use-live-simulation';
import { useSimulationPresets } from './use-simulation-presets';
import { useStartingTemplate } from './use-starting-template';

/** The kinds of simulation the editor makes: the complete one, and the enhanced one with the cover beside it. */
export type EditorKind = 'complete' | 'enhanced';

interface SimulationEditorProps {
  /** The history's path: a saved simulation opens under it. */
  basePath: string;
  stored?: StoredSimulation;
  /** A new simulation's kind; a stored one keeps its own. */
  kind?: EditorKind;
}

/**
 * The simulation's inputs beside its live results (and, for an enhanced one, the cover of the current salary), the
 * save panel under them. Choosing a plan type fills its usual rates and fee caps from the server's presets; the
 * server recomputes the result on save and keeps it as the record.
 */
export function SimulationEditor({ basePath, stored, kind = 'complete' }: SimulationEditorProps) {
  const { t } = useTranslation('simulations');
  const simulations = useSimulationsApi();
  const navigate = useNavigate();
  // A new simulation opened from a template (?template=…) starts with its inputs.
  const starting = useStartingTemplate(!stored);
  // A new simulation opened from a {{client}}'s page is made for them.
  const [params] = useSearchParams();
  const clientId = stored ? null : params.get('clientId');
  const { mutate } = useSWRConfig();
  const presets = useSimulationPresets();
  const [form] = Form.useForm<SimulationValues>();
  const initial = stored ? valuesOf(stored.inputs) : starting.template ? valuesOf(starting.template.inputs) : NEW_SIMULATION;
  const watched = Form.useWatch((all: SimulationValues) => all, { form, preserve: true }) as Partial<SimulationValues> | undefined;
  const values: SimulationValues = { ...initial, ...watched };
  const live = useLiveSimulation(values);
  const isEnhanced = (stored?.kind ?? kind) === 'enhanced';

  const save = (details: SaveDetails): Promise<SimulationChanged> => {
    const body = { name: details.name, tags: details.tags, clientId: details.clientId ?? null, inputs: { ...inputOf(values) } };
    return stored ? simulations.update(stored.id, body) : simulations.create({ ...body, kind: isEnhanced ? 'enhanced' : 'complete' });
  };
  const onSaved = (answer: SimulationChanged) => {
    // The history and this simulation's own page read the new record.
    void mutate((key) => typeof key === 'string' && key.startsWith(SIMULATIONS_API.base));
    if (!stored) navigate(`${basePath}/${answer.data.id}`, { replace: !isEnhanced });
  };
  const onValuesChange = (changed: Partial<SimulationValues>) => {
    if (!changed.planType) return;
    const plan = presets.plans.find((candidate) => candidate.id === changed.planType);
    if (plan) form.setFieldsValue(planPresets(plan));
    const hishtalmut = presets.plans.find((candidate) => candidate.id === 'hishtalmut');
    if (changed.planType === 'combined' && hishtalmut) {
      const { severanceRate: _none, ...own } = planPresets(hishtalmut);
      form.setFieldsValue({ hishtalmut: { ...form.getFieldValue('hishtalmut'), ...own } });
    }
  };

  if (starting.isLoading) {
    return (
      <div role="status" aria-label={t('templates.loading')} data-testid="template-loading">
        <Skeleton active />
      </div>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {starting.template || starting.isMissing ? (
        <Col span={24}>
          <Alert type={starting.template ? 'info' : 'warning'} showIcon title={starting.template ? t('templates.started', { name: starting.template.name }) : t('templates.loadFailed')} data-testid="template-started" />
        </Col>
      ) : null}
      <Col xs={24} lg={12}>
        <Form<SimulationValues> form={form} layout="vertical" name="simulation" initialValues={initial} onValuesChange={onValuesChange}>
          <SimulationInputs form={form} values={values} problems={live.problems} serverErrors={live.serverErrors} presets={presets} hasCover={isEnhanced} />
        </Form>
      </Col>
      <Col xs={24} lg={12}>
        <Flex vertical gap={16} style={{ position: 'sticky', insetBlockStart: 16 }}>
          <SimulationResults live={live} currentAge={values.currentAge ?? 0} />
          {isEnhanced ? <CoverResults cover={coverOf(values)} isStale={live.problems.length > 0} /> : null}
        </Flex>
      </Col>
      <Col span={24}>
        <Flex vertical gap={12}>
          <SaveSimulation {...(stored ? { stored } : {})} {...(clientId ? { clientId } : {})} canSave={live.problems.length === 0} onSave={save} onSaved={onSaved} />
          <div>
            <SaveAsTemplate kind={isEnhanced ? 'enhanced' : 'complete'} inputs={() => ({ ...inputOf(values) })} canSave={live.problems.length === 0} />
          </div>
        </Flex>
      </Col>
    </Row>
  );
}
