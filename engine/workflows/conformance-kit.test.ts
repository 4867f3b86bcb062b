import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OfficeType } from '../generated/config-types';
import { nonConformingInputs, probe, sampleInputs, workflowsOf } from './conformance-kit';
import { checkTransition } from './transition-rules';

// An office type written for the tests, one of whose stages asks for an ICD-10 code: no fixed sample met it.
const dental = JSON.parse(readFileSync(new URL('../../tests/fixtures/office-types/dental.json', import.meta.url), 'utf8')) as OfficeType;
const ICD_10 = '^[A-Z][0-9]{2}(\\.[0-9]{1,2})?$';

describe("the conformance kit's inputs, drawn from each input's own schema", () => {
  const workflow = structuredClone(workflowsOf(dental).find((candidate) => candidate.stages.some((stage) => stage.transitions?.length))!);
  const from = workflow.stages.find((stage) => stage.id === workflow.initialStage)!;
  const target = workflow.stages.find((stage) => stage.id === from.transitions![0]!.to)!;
  target.requiredInputs = [
    { key: 'diagnosis', label: { he: 'אבחנה', en: 'Diagnosis' }, type: 'text', pattern: ICD_10 },
    { key: 'teeth', label: { he: 'שיניים', en: 'Teeth' }, type: 'number' },
    { key: 'seenOn', label: { he: 'נבדק ב־', en: 'Seen on' }, type: 'date' },
  ];
  const everyone = probe('admin', ...dental.security.roles.map((role) => role.id));

  it('meets a realistic pattern, a number and a date, and the move is made with them', () => {
    const inputs = sampleInputs(target)!;
    expect(inputs.diagnosis).toMatch(new RegExp(ICD_10));
    expect(typeof inputs.teeth).toBe('number');
    expect(inputs.seenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sampleInputs(target)).toEqual(inputs);
    expect(checkTransition(workflow, { stage: from.id }, { to: target.id, actor: everyone, inputs })).toMatchObject({ ok: true });
  });

  it('gives each input wrong in turn, and the move is refused for it', () => {
    const wrong = nonConformingInputs(target);
    expect(wrong.map((entry) => [entry.key, entry.inputs[entry.key]])).toEqual([
      ['diagnosis', 'not a value'],
      ['teeth', 'not a number'],
      ['seenOn', 'not a date'],
    ]);
    for (const entry of wrong) {
      expect(checkTransition(workflow, { stage: from.id }, { to: target.id, actor: everyone, inputs: entry.inputs }), entry.key).toMatchObject({ ok: false, code: expect.stringMatching(/^(missing|invalid)-input$/) });
    }
  });
});
