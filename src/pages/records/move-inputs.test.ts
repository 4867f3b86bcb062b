import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { missingInputs, moveInputValues } from './move-inputs';
import type { MoveInput } from './record-types';

const label = { he: 'x', en: 'x' };
const INPUTS: MoveInput[] = [
  { name: 'filingNumber', type: 'text', label, required: true },
  { name: 'filedOn', type: 'date', label, required: true },
  { name: 'note', type: 'text', label, required: false },
];

describe('a move’s required inputs', () => {
  it('send dates as YYYY-MM-DD and trimmed text, leaving empty answers out', () => {
    expect(moveInputValues(INPUTS, { filingNumber: ' 12-34 ', filedOn: dayjs('2026-11-26'), note: '  ' })).toEqual({ filingNumber: '12-34', filedOn: '2026-11-26' });
  });

  it('name the required inputs left unanswered', () => {
    expect(missingInputs(INPUTS, { filingNumber: '', note: 'x' })).toEqual(['filingNumber', 'filedOn']);
    expect(missingInputs(INPUTS, { filingNumber: '1', filedOn: dayjs('2026-11-26') })).toEqual([]);
  });
});
