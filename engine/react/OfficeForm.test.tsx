import type Core from '@rjsf/core';
import { ErrorSchemaBuilder, type ErrorSchema } from '@rjsf/utils';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef, useState, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../generated/config-types';
import type { FormValues } from '../forms/form-schema';
import { OfficeForm } from './OfficeForm';
import { useFormSpec } from './use-form-spec';

// A module's form as an office type writes it: a required name, and a company name shown only for a company.
const FORM: FormDefinition = {
  id: 'record',
  title: { he: 'רשומה', en: 'Record' },
  schema: { type: 'object', properties: { name: { type: 'string' }, kind: { type: 'string', enum: ['person', 'company'] }, companyName: { type: 'string' } }, required: ['name'] },
  fields: {
    name: { type: 'text', label: { he: 'שם', en: 'Name' } },
    kind: { type: 'select', label: { he: 'סוג', en: 'Kind' }, options: [{ value: 'person', label: { he: 'אדם', en: 'Person' } }, { value: 'company', label: { he: 'חברה', en: 'Company' } }] },
    companyName: { type: 'text', label: { he: 'שם החברה', en: 'Company name' }, visibleWhen: { field: 'kind', operator: 'equals', value: 'company' } },
  },
};

// The same form in two titled sections, the company's fields in the second.
const SECTIONED: FormDefinition = {
  ...FORM,
  sections: [
    { id: 'who', title: { he: 'מי', en: 'Who' }, fields: ['name'] },
    { id: 'company', title: { he: 'החברה', en: 'The company' }, description: { he: 'רק לחברות', en: 'Companies only' }, fields: ['kind', 'companyName'] },
  ],
};

// The same form with every setting the builder writes (spec 2 §3 Form settings).
const SETTLED: FormDefinition = {
  ...FORM,
  submitLabel: { he: 'שליחה', en: 'Send' },
  settings: { cancelLabel: { he: 'חזרה', en: 'Back' }, showProgress: true, direction: 'ltr' },
};

function Harness({ onSubmit, onCancel, formRef, extraErrors, initial = {}, form = FORM }: { onSubmit?: (data: FormValues) => void; onCancel?: () => void; formRef?: Ref<Core<FormValues>>; extraErrors?: ErrorSchema; initial?: FormValues; form?: FormDefinition }) {
  const [data, setData] = useState<FormValues>(initial);
  const spec = useFormSpec(form, data);
  return (
    <OfficeForm
      ref={formRef}
      schema={spec.schema}
      uiSchema={spec.uiSchema}
      data={data}
      onChange={setData}
      transformErrors={spec.transformErrors}
      {...(onSubmit ? { onSubmit } : {})}
      {...(onCancel ? { onCancel } : {})}
      {...(extraErrors ? { extraErrors } : {})}
    />
  );
}

describe('the office form renderer', () => {
  it('draws an office form in the reader’s language, with its own messages, and submits only valid data', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByText('רשומה')).toBeTruthy();
    expect(screen.getByLabelText('שם')).toBeTruthy();
    expect(screen.queryByLabelText('שם החברה')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(container.querySelector('#root_name__error')?.textContent).toBe('שם הוא שדה חובה'));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('שם'), { target: { value: 'דנה' } });
    fireEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'דנה' }));
  });

  it('inside another form draws no form element and no button, and is checked through its ref', async () => {
    const formRef = createRef<Core<FormValues>>();
    const { container } = render(<Harness formRef={formRef} />);
    await screen.findByLabelText('שם');
    expect(container.querySelector('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    let isValid: boolean | undefined;
    act(() => {
      isValid = formRef.current?.validateForm();
    });
    expect(isValid).toBe(false);
    await waitFor(() => expect(container.querySelector('#root_name__error')?.textContent).toBe('שם הוא שדה חובה'));
  });

  it('shows errors found elsewhere (the server’s) at their fields, without blocking a submit', async () => {
    const onSubmit = vi.fn();
    const extraErrors = new ErrorSchemaBuilder().addErrors('השם כבר תפוס', 'name').ErrorSchema;
    const { container } = render(<Harness onSubmit={onSubmit} extraErrors={extraErrors} initial={{ name: 'דנה' }} />);
    await waitFor(() => expect(container.querySelector('#root_name__error')?.textContent).toBe('השם כבר תפוס'));
    fireEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'דנה' }));
  });

  it('draws a form’s sections as titled groups of their fields, and none for a form without them', async () => {
    const { container, unmount } = render(<Harness form={SECTIONED} initial={{ kind: 'company' }} />);
    const sections = await screen.findAllByTestId('office-form-section');
    expect(sections.map((section) => section.querySelector('h5')?.textContent)).toEqual(['מי', 'החברה']);
    expect(sections[1]?.textContent).toContain('רק לחברות');
    expect(sections[1]?.querySelector('#root_companyName')).toBeTruthy();
    expect(container.querySelector('#root_name')?.closest('[data-testid="office-form-section"]')).toBe(sections[0]);
    unmount();
    render(<Harness />);
    await screen.findByLabelText('שם');
    expect(screen.queryByTestId('office-form-section')).toBeNull();
  });

  it('honours the form’s settings: its submit and cancel texts, a fixed direction and a progress bar of the fields filled', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const { container } = render(<Harness form={SETTLED} onSubmit={onSubmit} onCancel={onCancel} />);
    await screen.findByLabelText('שם');
    expect(screen.getByTestId('office-form-direction').getAttribute('dir')).toBe('ltr');
    expect(container.querySelector('.ant-progress')?.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'חזרה' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('שם'), { target: { value: 'דנה' } });
    // One of the two fields shown (the company's name is hidden) is filled.
    await waitFor(() => expect(container.querySelector('.ant-progress')?.getAttribute('aria-valuenow')).toBe('50'));
    fireEvent.click(screen.getByRole('button', { name: 'שליחה' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'דנה' }));
  });

  it('without settings draws no progress bar, follows the reader’s direction and has no cancel button', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    await screen.findByLabelText('שם');
    expect(screen.queryByTestId('office-form-progress')).toBeNull();
    expect(screen.queryByTestId('office-form-direction')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ביטול' })).toBeNull();
  });
});
