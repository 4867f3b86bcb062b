import { Card, Col, Form, InputNumber, Row, Select, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { EMPLOYMENT_TYPES } from '../../../engine/simulations/complete-input';
import { CONTRIBUTION_CONFIGURATIONS } from '../../../engine/simulations/contribution-configurations';
import { PLAN_TYPES } from '../../../engine/simulations/plan-types';
import { profileReturn, RISK_PROFILES, type RiskProfile } from '../../../engine/simulations/risk-profiles';
import { simulationMessages } from '../../../engine/simulations/simulation-messages';
import type { FieldError } from '../../api/api-error';
import type { FieldProblem, SimulationValues } from './simulation-values';

type NumberField = Exclude<keyof SimulationValues, 'planType' | 'employmentType' | 'gender'>;

const percentOf = (fraction: number) => Math.round(fraction * 10_000) / 100;

interface SimulationInputsProps {
  form: FormInstance<SimulationValues>;
  problems: readonly FieldProblem[];
  /** The server's field messages, should it refuse what the engine's checks passed. */
  serverErrors: readonly FieldError[];
  isSelfEmployed: boolean;
}

/**
 * The complete simulation's inputs in four groups, each field with the engine's own message beside it (spec 2 §5,
 * in the user's language) and the presets of A1 and spec 2 §9 that fill several fields at once.
 */
export function SimulationInputs({ form, problems, serverErrors, isSelfEmployed }: SimulationInputsProps) {
  const { t, i18n } = useTranslation('simulations');
  const messageAt = (field: NumberField): string | undefined => {
    const problem = problems.find((candidate) => candidate.field === field);
    if (problem) return pickText(simulationMessages(problem), i18n.language);
    return serverErrors.find((error) => error.field === field || error.field.endsWith(`.${field}`))?.message;
  };
  const number = (field: NumberField, options: { hint?: string; min?: number; step?: number; isDisabled?: boolean } = {}) => {
    const message = messageAt(field);
    return (
      <Col xs={24} sm={12} key={field}>
        <Form.Item name={field} label={t(`fields.${field}`)} validateStatus={message ? 'error' : undefined} help={message ?? options.hint} data-testid={`field-${field}`}>
          <InputNumber style={{ width: '100%' }} min={options.min} step={options.step} disabled={options.isDisabled} />
        </Form.Item>
      </Col>
    );
  };
  const choice = (field: 'planType' | 'employmentType' | 'gender', values: readonly string[], words: string) => (
    <Col xs={24} sm={12} key={field}>
      <Form.Item name={field} label={t(`fields.${field}`)}>
        <Select options={values.map((value) => ({ value, label: t(`${words}.${value}`) }))} data-testid={`field-${field}`} />
      </Form.Item>
    </Col>
  );
  const group = (key: string, children: ReactNode) => (
    <Card size="small" title={<span id={`simulation-group-${key}`}>{t(`groups.${key}`)}</span>} role="group" aria-labelledby={`simulation-group-${key}`}>
      <Row gutter={12}>{children}</Row>
    </Card>
  );
  const fillRates = (id: string) => {
    const preset = CONTRIBUTION_CONFIGURATIONS.find((configuration) => configuration.id === id);
    if (preset) form.setFieldsValue({ employeeRate: percentOf(preset.employeeRate), employerRate: percentOf(preset.employerRate), severanceRate: percentOf(preset.severanceRate) });
  };
  const fillReturn = (profile: RiskProfile) => form.setFieldsValue({ annualReturnRate: percentOf(profileReturn(profile)) });
  const preset = (label: string, testId: string, options: { value: string; label: string }[], onChoose: (value: string) => void) => (
    <Col xs={24} sm={12}>
      <Form.Item label={label}>
        <Select value={null} placeholder={t('presets.choose')} options={options} onChange={onChoose} aria-label={label} data-testid={testId} />
      </Form.Item>
    </Col>
  );

  return (
    <Row gutter={[0, 12]}>
      <Col span={24}>
        {group('person', [
          choice('gender', ['male', 'female'], 'genders'),
          choice('employmentType', EMPLOYMENT_TYPES, 'employmentTypes'),
          number('currentAge', { min: 0 }),
          number('retirementAge', { min: 0 }),
          number('currentSalary', { min: 0, step: 500 }),
          number('lifeExpectancy', { min: 0, hint: t('hints.lifeExpectancy') }),
        ])}
      </Col>
      <Col span={24}>
        {group('plan', [
          choice('planType', PLAN_TYPES, 'planTypes'),
          number('currentSavings', { min: 0, step: 1000 }),
          preset(
            t('presets.contribution'),
            'preset-contribution',
            CONTRIBUTION_CONFIGURATIONS.map((configuration) => ({ value: configuration.id, label: t(`contributions.${configuration.id}`) })),
            fillRates,
          ),
          number('employeeRate', { min: 0, step: 0.5, isDisabled: isSelfEmployed, hint: isSelfEmployed ? t('hints.selfEmployed') : undefined }),
          number('employerRate', { min: 0, step: 0.5, isDisabled: isSelfEmployed }),
          number('severanceRate', { min: 0, step: 0.5, isDisabled: isSelfEmployed }),
        ])}
      </Col>
      <Col span={24}>
        {group('market', [
          preset(
            t('presets.risk'),
            'preset-risk',
            (Object.keys(RISK_PROFILES) as RiskProfile[]).map((profile) => ({ value: profile, label: t(`risks.${profile}`, { low: percentOf(RISK_PROFILES[profile].low), high: percentOf(RISK_PROFILES[profile].high) }) })),
            (value) => fillReturn(value as RiskProfile),
          ),
          number('annualReturnRate', { step: 0.5 }),
          number('inflationRate', { step: 0.5 }),
          number('salaryGrowthRate', { step: 0.5 }),
        ])}
      </Col>
      <Col span={24}>
        {group('fees', [
          number('managementFeeDeposit', { min: 0, step: 0.1 }),
          number('managementFeeAccumulation', { min: 0, step: 0.05 }),
          number('conversionCoefficient', { min: 0, hint: t('hints.conversionCoefficient') }),
        ])}
      </Col>
    </Row>
  );
}
