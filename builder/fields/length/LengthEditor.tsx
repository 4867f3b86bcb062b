import type { PropertyEditorProps } from '../property-editor';
import { RuleInput } from '../RuleInput';

/** A text's shortest and longest length, each with its message. */
export function LengthEditor(props: PropertyEditorProps) {
  return (
    <>
      <RuleInput {...props} keyword="minLength" />
      <RuleInput {...props} keyword="maxLength" />
    </>
  );
}
