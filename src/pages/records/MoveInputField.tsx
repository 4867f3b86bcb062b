import { DatePicker, Input, InputNumber } from 'antd';
import type { ReactElement } from 'react';
import { LTR_INPUT } from '../../app/actions/ltr-input';
import type { MoveInput } from './record-types';

/** How a move's input is asked for, by the input types a workflow declares (schemas/workflow.schema.json). */
const INPUT_WIDGETS: Readonly<Record<MoveInput['type'], () => ReactElement>> = {
  text: () => <Input maxLength={500} />,
  number: () => <InputNumber style={{ width: '100%', direction: 'ltr' }} dir="ltr" />,
  date: () => <DatePicker dir={LTR_INPUT.dir} style={{ ...LTR_INPUT.style, width: '100%' }} />,
};

/** The control that asks for one of a move's inputs. */
export function moveInputControl(input: MoveInput): ReactElement {
  return INPUT_WIDGETS[input.type]();
}
