import { Alert, Button, Col, Form, Radio, Row, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES, MARITAL_STATUSES } from '../../../engine/simulations/complete-input';
import { PLAN_TYPES } from '../../../engine/simulations/plan-types';
import type { FieldError } from '../../api/api-error';
import { PresetSelect } from './PresetSelect';
import { useSimulationFields } from './simulation-fields';
import type { FieldProblem, SimulationValues } from './simulation-values';
import type { SimulationPresets } from './use-simulation-presets';

const percentOf = (fraction: number) => Math.round(fraction * 10_000) / 100;

interface SimulationInputsProps {
  form: FormInstance<SimulationValues>;
  values: SimulationValues;
  problems: readonly FieldProblem[];
  /** The server's field messages, should it refuse what the engine's checks passed. */
  serverErrors: readonly FieldError[];
  presets: SimulationPresets;
  /** Whether the disability and survivors' cover is shown beside the result: then the family's inputs count. */
  hasCover?: boolean;
}

/**
 * The complete simulation's inputs in groups, each field with the engine's own message beside it (spec 2 §5, in the
 * user's language), and the server's presets (A1, spec 2 §9) that fill several fields at once. Deposits are rates or,
 * in amount mode, ILS a month; a combined plan's keren hishtalmut has its own group.
 */
export function SimulationInputs({ form, values, problems, serverErrors, presets, hasCover = false }: SimulationInputsProps) {
  const { t } = useTranslation('simulations');
  const { number, choice, group } = useSimulationFields(problems, serverErrors);
  const isSelfEmployed = values.employmentType === 'self_employed' || values.employmentType === 'freelancer';
  const isAmountMode = values.isAmountMode === true;
  const isCombined = values.planType === 'combined';

  const fillRates = (id: string) => {
    const preset = presets.contributions.find((configuration) => configuration.id === id);
    if (preset) form.setFieldsValue({ employeeRate: percentOf(preset.employeeRate), employerRate: percentOf(preset.employerRate), severanceRate: percentOf(preset.severanceRate) });
  };
  const fillReturn = (id: string) => {
    const profile = presets.riskProfiles.find((candidate) => candidate.id === id);
    if (profile) form.setFieldsValue({ annualReturnRate: percentOf(profile.defaultReturn) });
  };
  const deposits = (prefix: '' | 'hishtalmut.') => {
    if (isAmountMode) {
      return [
        number(`${prefix}monthlyContribution`, { min: 0, step: 100, hint: isSelfEmployed && !prefix ? t('hints.selfEmployedAmount') : undefined }),
        isSelfEmployed ? null : number(`${prefix}employerContribution`, { min: 0, step: 100 }),
      ];
    }
    const rateOptions = { min: 0, step: 0.5, isDisabled: isSelfEmployed };
    return [
      number(`${prefix}employeeRate`, { ...rateOptions, hint: isSelfEmployed ? t('hints.selfEmployed') : undefined }),
      number(`${prefix}employerRate`, rateOptions),
      prefix ? null : number('severanceRate', rateOptions),
      number(`${prefix}salaryCeiling`, { min: 0, step: 500, isDisabled: isSelfEmployed, hint: t(prefix ? 'hints.hishtalmutCeiling' : 'hints.salaryCeiling') }),
    ];
  };
  const presetsState = presets.error ? (
    <Col span={24}>
      <Alert
        type="warning"
        showIcon
        title={t('presets.failed')}
        action={<Button size="small" onClick={presets.retry}>{t('presets.retry')}</Button>}
        style={{ marginBlockEnd: 12 }}
        data-testid="presets-failed"
      />
    </Col>
  ) : null;

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
          isSelfEmployed || values.employmentType === 'mixed' ? number('averageWage', { min: 0, step: 100, hint: t('hints.averageWage') }) : null,
          values.employmentType === 'mixed' ? number('otherIncome', { min: 0, step: 500, hint: t('hints.otherIncome') }) : null,
        ])}
      </Col>
      {hasCover ? (
        <Col span={24}>
          {group('family', [choice('maritalStatus', MARITAL_STATUSES, 'maritalStatuses', { allowClear: true }), number('numberOfChildren', { min: 0, step: 1 })])}
        </Col>
      ) : null}
      <Col span={24}>
        {group(
          'plan',
          [
            presetsState,
            choice('planType', PLAN_TYPES, 'planTypes'),
            number('currentSavings', { min: 0, step: 1000 }),
            isAmountMode ? null : (
              <PresetSelect
                key="contribution"
                label={t('presets.contribution')}
                testId="preset-contribution"
                isLoading={presets.isLoading}
                options={presets.contributions.map((configuration) => ({ value: configuration.id, label: t(`contributions.${configuration.id}`, { defaultValue: `${configuration.id} (${percentOf(configuration.totalRate)}%)` }) }))}
                onChoose={fillRates}
              />
            ),
            ...deposits(''),
          ],
          <Form.Item name="isAmountMode" noStyle>
            <Radio.Group
              optionType="button"
              size="small"
              aria-label={t('amountMode.label')}
              options={[
                { value: false, label: t('amountMode.rates') },
                { value: true, label: t('amountMode.amounts') },
              ]}
              data-testid="amount-mode"
            />
          </Form.Item>,
        )}
      </Col>
      {isCombined ? (
        <Col span={24}>
          {group('hishtalmut', [
            number('hishtalmut.currentSavings', { min: 0, step: 1000 }),
            ...deposits('hishtalmut.'),
            number('hishtalmut.managementFeeDeposit', { min: 0, step: 0.1 }),
            number('hishtalmut.managementFeeAccumulation', { min: 0, step: 0.05 }),
          ])}
        </Col>
      ) : null}
      <Col span={24}>
        {group('market', [
          <PresetSelect
            key="risk"
            label={t('presets.risk')}
            testId="preset-risk"
            isLoading={presets.isLoading}
            options={presets.riskProfiles.map((profile) => ({ value: profile.id, label: t(`risks.${profile.id}`, { low: percentOf(profile.low), high: percentOf(profile.high) }) }))}
            onChoose={fillReturn}
          />,
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
