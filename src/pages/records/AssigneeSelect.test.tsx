import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pending } from '../../dashboard/in-memory-fetcher';
import type { MemoryRoutes } from '../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { recordsStrings } from '../../i18n/locales/records';
import { AssigneeSelect } from './AssigneeSelect';
import { attorney, memberDirectory, paralegal } from './member-fixtures';

registerStrings('records', recordsStrings);

function renderPicker(routes: MemoryRoutes, initial?: { id: string; name: string }) {
  render(
    <WidgetSandbox routes={routes}>
      <AssigneeSelect {...(initial ? { initial, value: initial.id } : {})} />
    </WidgetSandbox>,
  );
  fireEvent.mouseDown(within(screen.getByTestId('assignee-select')).getByRole('combobox'));
}

const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent);

describe('the member picker of records and tasks', () => {
  it('offers the office’s members from the directory every member reads, an unnamed one by a neutral name', async () => {
    renderPicker({ '/team/directory': memberDirectory([attorney(), paralegal({ name: '' })]) });
    await screen.findByText('Noa Ben-David', { selector: '.ant-select-item-option-content' });
    expect(optionTexts()).toEqual(['Noa Ben-David', 'חבר צוות ללא שם']);
  });

  it('says it is loading while the directory is on its way', async () => {
    renderPicker({ '/team/directory': pending() });
    expect((await screen.findAllByText('טוען את חברי הצוות…')).length).toBeGreaterThan(0);
  });

  it('keeps a deactivated assignee named, beside the active members', async () => {
    renderPicker({ '/team/directory': memberDirectory([paralegal()]) }, { id: 'f0000000-0000-4000-8000-000000000009', name: 'Gone Member' });
    await screen.findByText('Noam Pro', { selector: '.ant-select-item-option-content' });
    expect(optionTexts()).toEqual(['Gone Member', 'Noam Pro']);
  });
});
