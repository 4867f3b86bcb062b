import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { OfficeType } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

function errorsOf(change: (office: OfficeType) => void): { path: string; message: string }[] {
  const copy = structuredClone(dental) as unknown as OfficeType;
  change(copy);
  const result = loadOfficeType(copy, { widgets: widgetDefinitions });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

describe("the loader's check of a stage's SLA reminder (check-workflows.ts)", () => {
  const stageWithSla = (office: OfficeType) => {
    const index = office.workflows.client!.stages.findIndex((stage) => stage.sla !== undefined);
    return { index, stage: office.workflows.client!.stages[index]! };
  };

  it('accepts a reminder less than the time allowed', () => {
    expect(errorsOf((office) => (stageWithSla(office).stage.sla!.reminderHours = stageWithSla(office).stage.sla!.hours / 2))).toEqual([]);
  });

  it('refuses a reminder as long as the time allowed, naming its JSON path', () => {
    let at = '';
    const errors = errorsOf((office) => {
      const { index, stage } = stageWithSla(office);
      stage.sla!.reminderHours = stage.sla!.hours;
      at = `/workflows/client/stages/${index}/sla/reminderHours`;
    });
    expect(errors).toEqual([{ path: at, message: expect.stringMatching(/^reminderHours \(\d+(\.\d+)?\) must be less than hours/) }]);
  });
});
