import type { PropertyEditorProps } from '../property-editor';
import { RuleInput } from '../RuleInput';

/** A number's least and greatest value, each with its message. */
export function RangeEditor(props: PropertyEditorProps) {
  return (
    <>
      <RuleInput {...props} keyword="minimum" />
      <RuleInput {...props} keyword="maximum" />
    </>
  );
}
