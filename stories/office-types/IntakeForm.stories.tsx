import type Core from '@rjsf/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Empty, Flex } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pickText } from '../../engine/i18n/languages';
import { applyVisibility, visibleFieldKeys } from '../../engine/forms/visibility';
import { useOffice } from '../../src/app/office/office-context';
import { WidgetSandbox } from '../../src/dashboard/WidgetSandbox';
import { explorerStrings } from '../../src/i18n/explorer-strings';
import { IntakeForm } from '../../src/pages/clients/IntakeForm';
import { officeOfStory, officeTypeArgTypes, storyLanguage, type OfficeTypeArgs } from './office-type-story';

type Form = ReturnType<typeof officeOfStory>['config']['forms']['clientIntake'];

/** A visible, optional, free text field: typing in it makes the form no longer empty without filling a required field. */
const optionalTextField = (form: Form): string | undefined =>
  visibleFieldKeys(form, {}).find((key) => !form.schema.required?.includes(key) && ['text', 'textarea'].includes(form.fields[key]?.type ?? '') && !(form.schema.properties as Record<string, { pattern?: string }>)[key]?.pattern);

/** What the canvas shows of the form's messages, for a check that found none where it expected them. */
function describeMessages(canvasElement: HTMLElement, pressed: HTMLElement): string {
  const messages = [...canvasElement.querySelectorAll('[id$="__error"]')].map((node) => `${node.id}: ${node.textContent ?? ''}`);
  const preview = canvasElement.querySelector<HTMLElement>('[data-testid="intake-preview"]');
  return `pressed button still in the page: ${pressed.isConnected}; preview holds: "${preview?.dataset.filled ?? '(no preview)'}"; messages: ${messages.join(' | ') || 'none'}`;
}

/** The office's whole client-intake form, drawn as the client form draws its part, with a button that checks it. */
function IntakePreview() {
  const { t } = useTranslation('explorer');
  const { office } = useOffice();
  const [data, setData] = useState<Record<string, unknown>>({});
  const formRef = useRef<Core<Record<string, unknown>>>(null);
  const form = office && !office.isPublic ? office.forms.clientIntake : undefined;
  if (!form || Object.keys(form.fields).length === 0) return <Empty description={t('intakePreview.noFields')} />;
  // The fields the preview holds a value for: the form's messages are worded from the data the preview passes it.
  const filled = Object.keys(data).filter((key) => data[key] !== undefined && data[key] !== '');
  return (
    <Flex vertical gap={16} data-testid="intake-preview" data-filled={filled.join(' ')}>
      <IntakeForm ref={formRef} form={form} data={data} onChange={setData} />
      <Button type="primary" onClick={() => formRef.current?.validateForm()} style={{ alignSelf: 'start' }}>
        {t('intakePreview.validate')}
      </Button>
    </Flex>
  );
}

function OfficeTypeIntakeForm({ officeType }: OfficeTypeArgs) {
  return (
    <WidgetSandbox routes={{}} officeType={officeType} path="/clients/new">
      <IntakePreview />
    </WidgetSandbox>
  );
}

const meta: Meta<OfficeTypeArgs> = {
  title: 'Office types/Intake form',
  component: OfficeTypeIntakeForm,
  excludeStories: ['officeTypeStory'],
  argTypes: officeTypeArgTypes,
};

export default meta;

/** An office type's client-intake form in the story's language, and its messages when checked with nothing filled in. */
export const officeTypeStory = (officeType: string): StoryObj<OfficeTypeArgs> => ({
  args: { officeType },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const strings = explorerStrings[language].intakePreview;
    const form = officeOfStory(officeType, globals).config.forms.clientIntake;
    const canvas = within(canvasElement);
    if (Object.keys(form.fields).length === 0) {
      await expect(await canvas.findByText(strings.noFields)).toBeInTheDocument();
      return;
    }
    await canvas.findByTestId('intake-form');
    for (const key of visibleFieldKeys(form, {})) {
      const label = pickText(form.fields[key]?.label, language);
      await expect(canvas.getAllByText(label).length).toBeGreaterThan(0);
    }
    // The button is found afresh for each press: a handle kept from before a re-render may no longer be in the page.
    const check = () => canvas.getByRole('button', { name: strings.validate });
    let pressed = check();
    await userEvent.click(pressed);
    // A form with its own `empty` message answers with that one message while nothing is filled in: an optional
    // field filled in brings each field's own message.
    await waitFor(() => expect(canvasElement.querySelector('[id$="__error"]'), describeMessages(canvasElement, pressed)).not.toBeNull());
    const whole = canvasElement.querySelector('#root__error');
    if (whole) {
      await expect(whole).toHaveTextContent(pickText(form.messages?.empty, language));
      const optional = optionalTextField(form);
      if (!optional) return;
      await userEvent.type(canvasElement.querySelector<HTMLElement>(`#root_${optional}`) ?? check(), 'x');
      // The form reports a change once its own state holds it, and the preview draws it after that: checked in
      // between, the form's messages still take it to be empty.
      const preview = canvas.getByTestId('intake-preview');
      await waitFor(() => expect(preview.dataset.filled?.split(' ')).toContain(optional));
      pressed = check();
      await userEvent.click(pressed);
    }
    const required = applyVisibility(form, {}).schema.required ?? [];
    const withoutMessage = () => required.filter((key) => !canvasElement.querySelector(`#root_${key}__error`)?.textContent);
    await waitFor(() => expect(withoutMessage(), describeMessages(canvasElement, pressed)).toEqual([]));
  },
});
