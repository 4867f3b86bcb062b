import { describe, expect, it } from 'vitest';
import { emptyBuilderForm } from '../model/builder-form';
import { builderReducer, initialBuilderState, type BuilderAction } from '../model/builder-reducer';
import { dropAction } from './drop-action';

const form = () => {
  const actions: BuilderAction[] = [
    { type: 'addSection', title: { he: 'א', en: 'A' } },
    { type: 'addSection', title: { he: 'ב', en: 'B' } },
    { type: 'addField', fieldType: 'text', sectionId: 'section-1' },
    { type: 'addField', fieldType: 'text', sectionId: 'section-1' },
    { type: 'addField', fieldType: 'email', sectionId: 'section-2' },
  ];
  return actions.reduce(builderReducer, initialBuilderState(emptyBuilderForm('f', { he: 'ט', en: 'F' }))).form;
};

describe('dropAction', () => {
  it('adds a palette type where it is dropped: before a field, or at the end of a section', () => {
    expect(dropAction(form(), 'palette:date', 'field:text2')).toEqual({ type: 'addField', fieldType: 'date', sectionId: 'section-1', index: 1 });
    expect(dropAction(form(), 'palette:date', 'body:loose')).toEqual({ type: 'addField', fieldType: 'date', sectionId: 'loose', index: 0 });
  });

  it('moves a field onto another field’s place, also in another section, and a section among sections', () => {
    expect(dropAction(form(), 'field:text1', 'field:text2')).toEqual({ type: 'moveField', key: 'text1', sectionId: 'section-1', index: 1 });
    expect(dropAction(form(), 'field:text1', 'field:email1')).toEqual({ type: 'moveField', key: 'text1', sectionId: 'section-2', index: 0 });
    expect(dropAction(form(), 'section:section-2', 'section:section-1')).toEqual({ type: 'moveSection', id: 'section-2', index: 0 });
    expect(dropAction(form(), 'field:text1', 'field:text1')).toBeUndefined();
    expect(dropAction(form(), 'field:text1', null)).toBeUndefined();
  });
});
