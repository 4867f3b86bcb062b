import { Card, Col, Form, InputNumber, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { simulationMessages } from '../../../engine/simulations/simulation-messages';
import type { FieldError } from '../../api/api-error';
import type { FieldPath, FieldProblem } from './simulation-values';

interface NumberOptions {
  hint?: string | undefined;
  min?: number;
  step?: number;
  isDisabled?: boolean;
  /** The label's key under `fields` when it differs from the field's own name. */
  label?: string;
}

/**
 * The simulation form's building blocks: a number field with the engine's message beside it (spec 2 §5, in the
 * user's language; else the server's), a choice, and a titled group. A field path is `employeeRate` or
 * `hishtalmut.employeeRate`.
 */
export function useSimulationFields(problems: readonly FieldProblem[], serverErrors: readonly FieldError[]) {
  const { t, i18n } = useTranslation('simulations');
  const messageAt = (field: FieldPath): string | undefined => {
    const problem = problems.find((candidate) => candidate.field === field);
    if (problem) return pickText(simulationMessages(problem), i18n.language);
    return serverErrors.find((error) => error.field === field || error.field === `pension.${field}`)?.message;
  };
  const number = (field: FieldPath, options: NumberOptions = {}) => {
    const message = messageAt(field);
    const name = field.split('.').at(-1) ?? field;
    return (
      <Col xs={24} sm={12} key={field}>
        <Form.Item name={field.split('.')} label={t(`fields.${options.label ?? name}`)} validateStatus={message ? 'error' : undefined} help={message ?? options.hint} data-testid={`field-${field}`}>
          <InputNumber style={{ width: '100%' }} min={options.min} step={options.step} disabled={options.isDisabled} />
        </Form.Item>
      </Col>
    );
  };
  const choice = (field: string, values: readonly string[], words: string, options: { allowClear?: boolean } = {}) => (
    <Col xs={24} sm={12} key={field}>
      <Form.Item name={field} label={t(`fields.${field}`)}>
        <Select allowClear={options.allowClear} options={values.map((value) => ({ value, label: t(`${words}.${value}`) }))} data-testid={`field-${field}`} />
      </Form.Item>
    </Col>
  );
  const group = (key: string, children: ReactNode, extra?: ReactNode) => (
    <Card size="small" title={<span id={`simulation-group-${key}`}>{t(`groups.${key}`)}</span>} extra={extra} role="group" aria-labelledby={`simulation-group-${key}`} data-testid={`simulation-group-${key}`}>
      <Row gutter={12}>{children}</Row>
    </Card>
  );
  return { number, choice, group };
}
