import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerStrings } from '../../../i18n/load-namespaces';
import { clientsStrings } from '../../../i18n/locales/clients';
import { renderWithApp } from '../../../testing/render-with-app';
import type { ImportPreview } from './import-api';
import { initialMapping } from './import-mapping';
import { ImportMappingStep } from './ImportMappingStep';

beforeAll(() => registerStrings('clients', clientsStrings));

describe('the import column mapping step', () => {
  // A longer time-out: the first render of antd's table and selects in jsdom is slow on a busy machine.
  it('pre-fills the mapping with the suggestion, labelled in Hebrew, and asks for the names when one is missing', () => {
    const preview: ImportPreview = { columns: ['שם פרטי', 'עיר', 'Shoe'], suggestedMapping: { 'שם פרטי': 'firstName', עיר: 'address.city', Shoe: null }, sampleRows: [{ 'שם פרטי': 'נועה', עיר: 'חיפה', Shoe: '38' }], rowCount: 1 };
    renderWithApp(<ImportMappingStep preview={preview} mapping={initialMapping(preview.columns, preview.suggestedMapping)} onChange={() => undefined} />);
    const selected = [...document.querySelectorAll('.ant-table .ant-select')].map((element) => element.textContent);
    expect(selected).toEqual(['שם פרטי', 'עיר', 'לא לייבא']);
    expect(screen.getByText('חיפה')).toBeTruthy();
    expect(screen.getByText('יש להתאים עמודה לשם הפרטי ועמודה לשם המשפחה.')).toBeTruthy();
  }, 20_000);
});
