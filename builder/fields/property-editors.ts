import type { ComponentType } from 'react';
import type { FieldProperty } from '../../engine/forms/field-types';
import { LengthEditor } from './length/LengthEditor';
import { OptionsEditor } from './options/OptionsEditor';
import { PatternEditor } from './pattern/PatternEditor';
import { PlaceholderEditor } from './placeholder/PlaceholderEditor';
import type { PropertyEditorProps } from './property-editor';
import { RangeEditor } from './range/RangeEditor';

/** The React half of the field-type registry: the editor of each property a type lists (engine/forms/field-types.ts). */
export const propertyEditors: Readonly<Record<FieldProperty, ComponentType<PropertyEditorProps>>> = {
  placeholder: PlaceholderEditor,
  options: OptionsEditor,
  length: LengthEditor,
  pattern: PatternEditor,
  range: RangeEditor,
};
