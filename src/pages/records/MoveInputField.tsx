import { Checkbox, DatePicker, Input, InputNumber, Select } from 'antd';
import type { ReactElement } from 'react';
import { pickText } from '../../../engine/i18n/languages';
import { LTR_INPUT } from '../../app/actions/ltr-input';
import type { MoveInput } from './record-types';

type Draw = (input: MoveInput, language: string) => ReactElement;

const text: Draw = () => <Input maxLength={500} />;

/** How a move's input is asked for, by its form field type; a type not listed here is asked as text. */
const INPUT_WIDGETS: Readonly<Record<string, Draw>> = {
  text,
  textarea: () => <Input.TextArea rows={3} maxLength={2000} />,
  number: () => <InputNumber style={{ width: '100%', direction: 'ltr' }} dir="ltr" />,
  date: () => <DatePicker dir={LTR_INPUT.dir} style={{ ...LTR_INPUT.style, width: '100%' }} />,
  select: (input, language) => <Select options={(input.options ?? []).map((option) => ({ value: option.value as string, label: pickText(option.label, language) }))} />,
  checkbox: () => <Checkbox />,
  email: () => <Input type="email" dir="ltr" />,
  phone: () => <Input type="tel" dir="ltr" />,
};

/** Whether an input holds a tick rather than a value (antd reads a checkbox's `checked`). */
export const isTick = (input: MoveInput): boolean => input.type === 'checkbox';

/** The control that asks for one of a move's inputs. */
export function moveInputControl(input: MoveInput, language: string): ReactElement {
  return (INPUT_WIDGETS[input.type] ?? text)(input, language);
}
