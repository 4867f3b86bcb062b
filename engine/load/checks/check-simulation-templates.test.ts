import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { OfficeType, SimulationTemplate } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

const SHIPPED = resolve(import.meta.dirname, '../../../office-types');

// The dental clinic of tests/fixtures (an office type the repository does not ship), given simulation templates.
function office(templates: SimulationTemplate[]): OfficeType {
  const copy = structuredClone(dental) as OfficeType;
  copy.simulations = { templates };
  return copy;
}

function templateErrors(input: OfficeType): { path: string; message: string }[] {
  const result = loadOfficeType(input, { widgets: widgetDefinitions });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message })).filter(({ path }) => path.startsWith('/simulations'));
}

const pension = (id: string, inputs: Partial<SimulationTemplate['inputs']> = {}): SimulationTemplate => ({
  id,
  category: 'young',
  kind: 'complete',
  name: { he: 'תבנית', en: 'Template' },
  inputs: { planType: 'pension_fund', currentAge: 30, retirementAge: 67, currentSalary: 12000, annualReturnRate: 0.04, employeeRate: 0.06, employerRate: 0.065, ...inputs },
});

describe("the loader's checks of simulation templates (check-simulation-templates.ts)", () => {
  it.each(['insurance', 'accounting'])('loads the shipped %s, whose templates all run', (name) => {
    const shipped = JSON.parse(readFileSync(resolve(SHIPPED, `${name}.json`), 'utf8')) as OfficeType;
    expect(templateErrors(shipped)).toEqual([]);
    expect(shipped.simulations?.templates?.length).toBeGreaterThanOrEqual(4);
  });

  it('takes the templates of an office type the repository does not ship', () => {
    const survivors: SimulationTemplate = { id: 'family', category: 'family', kind: 'survivors', name: { he: 'שארים', en: 'Survivors' }, inputs: { insuredSalary: 14000, maritalStatus: 'married', numberOfChildren: 2 } };
    expect(templateErrors(office([pension('young'), survivors]))).toEqual([]);
  });

  it('refuses a repeated id at the second one', () => {
    expect(templateErrors(office([pension('young'), pension('young')]))).toEqual([{ path: '/simulations/templates/1/id', message: 'duplicate simulation template id "young"' }]);
  });

  it('refuses inputs that would not run, at the input, with the message the screen would show', () => {
    const errors = templateErrors(office([pension('late', { retirementAge: 25 }), pension('combined', { planType: 'combined', pension: { employeeRate: 1.5 } })]));
    expect(errors).toContainEqual({ path: '/simulations/templates/0/inputs/retirementAge', message: 'a template of kind "complete" must run as it stands: Retirement age must be greater than current age' });
    expect(errors).toContainEqual({ path: '/simulations/templates/1/inputs/pension/employeeRate', message: 'a template of kind "complete" must run as it stands: Contribution rate must be between 0% and 100%' });
  });

  it('refuses inputs of another kind than the template’s', () => {
    const errors = templateErrors(office([{ ...pension('cover'), kind: 'disability' }]));
    expect(errors.map(({ path }) => path)).toContain('/simulations/templates/0/inputs/insuredSalary');
  });

  it('refuses a category the spec does not list, by the schema', () => {
    const errors = templateErrors(office([{ ...pension('odd'), category: 'holiday' as SimulationTemplate['category'] }]));
    expect(errors[0]?.path).toBe('/simulations/templates/0/category');
  });
});
