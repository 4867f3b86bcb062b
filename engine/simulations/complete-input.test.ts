import { describe, expect, it } from 'vitest';
import inputs from '../../schemas/simulation-inputs.schema.json';
import { EMPLOYMENT_TYPES, MARITAL_STATUSES } from './complete-input';
import { PLAN_TYPES } from './plan-types';

describe('the engine’s lists of simulation inputs', () => {
  it('are the ones the inputs’ schema allows, its one source', () => {
    const complete = inputs.definitions.completeInput.properties;
    expect([...PLAN_TYPES]).toEqual(complete.planType.enum);
    expect([...EMPLOYMENT_TYPES]).toEqual(complete.employmentType.enum);
    expect([...MARITAL_STATUSES]).toEqual(inputs.definitions.maritalStatus.enum);
  });
});
