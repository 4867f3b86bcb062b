import type { PropertyEditorProps } from '../property-editor';
import { RuleInput } from '../RuleInput';

/** The regular expression a text must match, with its message. */
export function PatternEditor(props: PropertyEditorProps) {
  return <RuleInput {...props} keyword="pattern" isText />;
}
