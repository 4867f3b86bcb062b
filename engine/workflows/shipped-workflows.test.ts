import { describe, expect, it } from 'vitest';
import { conformanceOfficeTypes } from '../../tests/office-type-folders';
import type { OfficeType, WorkflowDefinition } from '../generated/config-types';
import { drive, nonConformingInputs, pathTo, probe, roleUniverse, sampleInputs, stageById, workflowsOf } from './conformance-kit';
import { checkTransition } from './transition-rules';
import { createWorkflowMachine } from './workflow-machine';

// Checks every workflow of every office type the conformance suites check (tests/office-type-folders.ts: the
// shipped ones and those written for the tests, or a dropped-in folder), whatever files exist; the shipped ones are
// listed so a missing file shows as skipped rather than silently absent.
const EXPECTED = ['generic', 'medical', 'legal', 'accounting', 'veterinary', 'real-estate', 'insurance'];
const present = new Map(conformanceOfficeTypes().map(({ id, office }) => [id, office]));
const officeTypes = [...new Set([...EXPECTED, ...present.keys()])];

// A role the lists exclude: they name the stage, and neither the role nor * (nor team, which admits every role-holder).
function excludes(list: readonly string[] | undefined, role: string): boolean {
  return list !== undefined && !list.includes('*') && !list.includes('team') && !list.includes(role);
}

function checkEveryTransition(office: OfficeType, workflow: WorkflowDefinition): void {
  const roles = roleUniverse(office);
  const { leave, enter } = workflow.permissions;

  it('builds its machine and reaches every stage from the initial one', () => {
    expect(() => createWorkflowMachine(workflow)).not.toThrow();
    expect(workflow.stages.filter((stage) => !pathTo(workflow, stage.id)).map((stage) => stage.id)).toEqual([]);
  });

  for (const stage of workflow.stages) {
    for (const { to } of stage.transitions ?? []) {
      const from = stage.id;
      it(`${from} → ${to}: reachable, allowed for some role, refused for the roles its permissions exclude`, () => {
        const target = stageById(workflow, to);
        const inputs = sampleInputs(target);
        expect(inputs, `no sample value satisfies the inputs of "${to}"`).toBeDefined();

        const path = pathTo(workflow, from);
        expect(path, `"${from}" cannot be reached`).toBeDefined();
        const { steps } = drive(workflow, probe(...roles), [...(path ?? []).slice(1), to]);
        expect(steps.filter((step) => !step.ok)).toEqual([]);
        expect(steps.at(-1)?.stage).toBe(to);

        const verdictFor = (actorRoles: string[]) => checkTransition(workflow, { stage: from }, { to, actor: probe(...actorRoles), ...(inputs ? { inputs } : {}) });
        expect(roles.filter((role) => verdictFor([role]).ok), 'no single role may make this move').not.toEqual([]);

        // Each required input given wrong (blank, missing its pattern, no number, no date) is refused by name.
        for (const wrong of nonConformingInputs(target)) {
          const verdict = checkTransition(workflow, { stage: from }, { to, actor: probe(...roles), inputs: wrong.inputs });
          expect(verdict, `${wrong.key} given wrong`).toMatchObject({ ok: false, code: expect.stringMatching(/^(missing|invalid)-input$/) });
        }

        const excluded = roles.filter((role) => excludes(leave?.[from], role) || excludes(enter?.[to], role));
        for (const role of excluded) expect(verdictFor([role]), `${role} should be refused`).toMatchObject({ ok: false, code: expect.stringMatching(/^forbidden-(leave|enter)$/) });
        if (leave?.[from]?.includes('team') || enter?.[to]?.includes('team')) {
          const limited = [leave?.[from], enter?.[to]].every((list) => list === undefined || !list.includes('*'));
          if (limited) expect(verdictFor([]).ok, 'an actor with no role should be refused').toBe(false);
        }
      });
    }
  }
}

for (const id of officeTypes) {
  const office = present.get(id);
  describe.skipIf(!office)(`office-types/${id}.json workflows${office ? '' : ' — skipped: the file does not exist yet'}`, () => {
    if (!office) {
      it.skip('waits for the file', () => undefined);
      return;
    }
    for (const workflow of workflowsOf(office)) describe(`workflow ${workflow.id}`, () => checkEveryTransition(office, workflow));
  });
}
