import { Col, Form, Row } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { SaveSimulation, type SaveDetails } from './SaveSimulation';
import { SimulationInputs } from './SimulationInputs';
import { SimulationResults } from './SimulationResults';
import { SIMULATIONS_API, type SimulationChanged, type StoredSimulation } from './simulations-api';
import { useSimulationsApi } from './simulations-api-context';
import { inputOf, NEW_SIMULATION, planPresets, valuesOf, type SimulationValues } from './simulation-values';
import { useLiveSimulation } from './use-live-simulation';

/**
 * The simulation's inputs beside its live results, and the save panel under them. Choosing a plan type fills its
 * usual rates and fee caps; the server recomputes the result on save and keeps it as the record.
 */
export function SimulationEditor({ basePath, stored }: { basePath: string; stored?: StoredSimulation }) {
  const simulations = useSimulationsApi();
  const navigate = useNavigate();
  // A new simulation opened from a {{client}}'s page is made for them.
  const [params] = useSearchParams();
  const clientId = stored ? null : params.get('clientId');
  const { mutate } = useSWRConfig();
  const [form] = Form.useForm<SimulationValues>();
  const initial = stored ? valuesOf(stored.inputs) : NEW_SIMULATION;
  const watched = Form.useWatch((all: SimulationValues) => all, { form, preserve: true }) as Partial<SimulationValues> | undefined;
  const values: SimulationValues = { ...initial, ...watched };
  const live = useLiveSimulation(values);

  const save = (details: SaveDetails): Promise<SimulationChanged> => {
    const body = { name: details.name, tags: details.tags, clientId: details.clientId ?? null, inputs: { ...inputOf(values) } };
    return stored ? simulations.update(stored.id, body) : simulations.create({ ...body, kind: 'complete' });
  };
  const onSaved = (answer: SimulationChanged) => {
    // The history and this simulation's own page read the new record.
    void mutate((key) => typeof key === 'string' && key.startsWith(SIMULATIONS_API.base));
    if (!stored) navigate(`${basePath}/${answer.data.id}`, { replace: true });
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Form<SimulationValues>
          form={form}
          layout="vertical"
          name="simulation"
          initialValues={initial}
          onValuesChange={(changed: Partial<SimulationValues>) => {
            if (changed.planType) form.setFieldsValue(planPresets(changed.planType));
          }}
        >
          <SimulationInputs form={form} problems={live.problems} serverErrors={live.serverErrors} isSelfEmployed={values.employmentType === 'self_employed' || values.employmentType === 'freelancer'} />
        </Form>
      </Col>
      <Col xs={24} lg={12}>
        <div style={{ position: 'sticky', insetBlockStart: 16 }}>
          <SimulationResults live={live} currentAge={values.currentAge ?? 0} />
        </div>
      </Col>
      <Col span={24}>
        <SaveSimulation {...(stored ? { stored } : {})} {...(clientId ? { clientId } : {})} canSave={live.problems.length === 0} onSave={save} onSaved={onSaved} />
      </Col>
    </Row>
  );
}
