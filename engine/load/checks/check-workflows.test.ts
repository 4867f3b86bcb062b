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

describe("the loader's check of a working-hours SLA (check-workflows.ts)", () => {
  const firstSla = (office: OfficeType) => office.workflows.client!.stages.findIndex((stage) => stage.sla !== undefined);

  it('accepts a stage on the working clock in an office with working hours', () => {
    expect(errorsOf((office) => (office.workflows.client!.stages[firstSla(office)]!.sla!.clock = 'working'))).toEqual([]);
  });

  it('refuses a stage on the working clock in an office whose working hours count nothing, naming its JSON path', () => {
    let at = '';
    const errors = errorsOf((office) => {
      const index = firstSla(office);
      office.workflows.client!.stages[index]!.sla!.clock = 'working';
      // Every working day's hours closing as they open (which the policy check reports too).
      office.settings.scheduling.workingHours = { days: ['sun'], start: '09:00', end: '09:00' };
      at = `/workflows/client/stages/${index}/sla/clock`;
    });
    expect(errors).toContainEqual({ path: at, message: expect.stringMatching(/counts working hours, but the office declares none/) });
  });
});
