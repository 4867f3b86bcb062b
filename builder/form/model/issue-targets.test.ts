import { describe, expect, it } from 'vitest';
import { emptyBuilderForm } from './builder-form';
import { builderReducer, initialBuilderState } from './builder-reducer';
import { definitionPointer, issueTargets } from './issue-targets';

describe('issueTargets', () => {
  it('puts each problem beside the field or section it concerns, the rest on the form', () => {
    let state = initialBuilderState(emptyBuilderForm('f', { he: 'ט', en: 'F' }));
    state = [{ type: 'addField', fieldType: 'text' } as const, { type: 'addSection', title: { he: 'א', en: 'A' } } as const].reduce(builderReducer, state);
    const targets = issueTargets(
      state.form,
      [
        { path: '/fields/text1/options', message: 'a' },
        { path: '/definition/schema/properties/text1', message: 'b' },
        { path: '/sections/0/fields/1', message: 'c' },
        { path: 'title', message: 'd' },
        { path: '/fields/gone/type', message: 'e' },
      ],
      [],
    );
    expect(targets.fields.text1?.map((issue) => issue.message)).toEqual(['a', 'b']);
    expect(targets.sections['section-1']?.map((issue) => issue.path)).toEqual(['/sections/0/fields/1']);
    expect(targets.form.map((issue) => issue.path)).toEqual(['/title', '/fields/gone/type']);
  });

  it('reads the server’s paths, pointers or dotted, under /definition or not', () => {
    expect(definitionPointer('/definition/fields/a/label')).toBe('/fields/a/label');
    expect(definitionPointer('definition.fields.a')).toBe('/fields/a');
    expect(definitionPointer('/definition')).toBe('/');
  });
});
