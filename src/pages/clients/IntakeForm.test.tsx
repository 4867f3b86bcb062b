import { fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ServerFieldError } from '../../../engine/forms/field-error-schema';
import type { FormDefinition } from '../../../engine/generated/config-types';
import { IntakeForm } from './IntakeForm';

// An office's own intake fields, as its client-intake form leaves them once the record's fields are taken out.
const EXTRAS: FormDefinition = {
  id: 'client-intake',
  title: { he: 'פרטי קליטה', en: 'Intake' },
  schema: { type: 'object', properties: { referral: { type: 'string' }, notes: { type: 'string' } } },
  fields: { referral: { type: 'text', label: { he: 'הופנה על ידי', en: 'Referred by' } }, notes: { type: 'text', label: { he: 'הערות', en: 'Notes' } } },
};

function Harness({ serverErrors }: { serverErrors: ServerFieldError[] }) {
  const [data, setData] = useState<Record<string, unknown>>({ referral: 'x' });
  return <IntakeForm form={EXTRAS} data={data} onChange={setData} serverErrors={serverErrors} />;
}

describe('the office’s intake fields in the client form', () => {
  it('show the server’s complaints about them (intake.<field>) at their fields, and leave the record’s own to the page', async () => {
    const { container } = render(<Harness serverErrors={[{ field: 'intake.referral', message: 'ממליץ לא מוכר' }, { field: 'email', message: 'כתובת לא תקינה' }]} />);
    await waitFor(() => expect(container.querySelector('#root_referral__error')?.textContent).toBe('ממליץ לא מוכר'));
    expect(container.textContent).not.toContain('כתובת לא תקינה');
    fireEvent.change(container.querySelector('#root_referral') as HTMLInputElement, { target: { value: 'דנה' } });
    await waitFor(() => expect(container.querySelector('#root_referral__error')).toBeNull());
  });
});
