import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerStrings } from '../../../i18n/load-namespaces';
import { clientsStrings } from '../../../i18n/locales/clients';
import { renderWithApp } from '../../../testing/render-with-app';
import { clientFixture } from './client-fixture.test-support';
import { MergePreviewView } from './MergePreviewView';
import type { MergePreview } from './use-merge-preview';

beforeAll(() => registerStrings('clients', clientsStrings));

const preview: MergePreview = {
  survivor: clientFixture({ id: 'a', firstName: 'שרה', lastName: 'כהן', email: 'sarah@example.com', phone: '0501111111', address: { city: 'חיפה', street: 'הדקל 1' }, management: { status: 'active', tags: ['vip', 'claim'], notes: null, assignedTo: null, priority: 'high' } }),
  moves: { notes: 3, activities: 4, documents: 1, communications: 0, opportunities: 2, records: 1 },
  conflicts: [
    { field: 'address.city', survivor: 'חיפה', others: ['אילת'] },
    { field: 'phone', survivor: '0501111111', others: ['0502222222', '0503333333'] },
    { field: 'management.priority', survivor: 'high', others: ['low'] },
    { field: 'intake.species', survivor: 'dog', others: ['cat'] },
  ],
};

// Each conflict row's cells as text: the field's label, the kept value, the dropped values.
const conflictRows = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="merge-conflicts"] tbody tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('the merge preview', () => {
  it('counts what moves, shows the record as it will be, and each conflict with its label, the kept and the dropped values', () => {
    const { container } = renderWithApp(<MergePreviewView preview={preview} />);
    expect(screen.getByTestId('merge-moves-notes').textContent).toContain('3');
    expect(screen.getByTestId('merge-moves-opportunities').textContent).toContain('2');
    expect(screen.getByText('sarah@example.com').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('vip')).toBeTruthy();
    expect(screen.getByText('שדות עם ערכים שונים (4)')).toBeTruthy();
    expect(conflictRows(container)).toEqual([
      ['עיר', 'חיפה', 'אילת'],
      ['טלפון', '0501111111', '05022222220503333333'],
      ['עדיפות', 'גבוהה', 'נמוכה'],
      // An intake field the office's form does not name keeps its stored name.
      ['species', 'dog', 'cat'],
    ]);
    const phones = [...container.querySelectorAll('[data-testid="merge-conflicts"] bdi')].filter((node) => node.textContent?.startsWith('050'));
    expect(phones.map((node) => node.getAttribute('dir'))).toEqual(['ltr', 'ltr', 'ltr']);
  }, 20_000);

  it('says when nothing conflicts, and reads in English', async () => {
    await act(() => i18next.changeLanguage('en'));
    renderWithApp(<MergePreviewView preview={{ ...preview, conflicts: [] }} />);
    expect(screen.getByText('No conflicting values: the fields match or are empty.')).toBeTruthy();
    expect(screen.getByText('Moving to the record that stays')).toBeTruthy();
    expect(screen.getByText('The record after the merge')).toBeTruthy();
  }, 20_000);
});
