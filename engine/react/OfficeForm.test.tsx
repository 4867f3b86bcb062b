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

function Harness({ onSubmit, formRef, extraErrors, initial = {} }: { onSubmit?: (data: FormValues) => void; formRef?: Ref<Core<FormValues>>; extraErrors?: ErrorSchema; initial?: FormValues }) {
  const [data, setData] = useState<FormValues>(initial);
  const spec = useFormSpec(FORM, data);
  return (
    <OfficeForm
      ref={formRef}
      schema={spec.schema}
      uiSchema={spec.uiSchema}
      data={data}
      onChange={setData}
      transformErrors={spec.transformErrors}
      {...(onSubmit ? { onSubmit } : {})}
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
});
