import { describe, expect, it } from 'vitest';
import legal from '../../../office-types/legal.json';
import type { OfficeType } from '../../../engine/generated/config-types';
import { resolveCollection } from '../../../engine/modules/record-collections';
import { columnText, columnTitle, recordName, slaState, stageName, type ColumnContext } from './record-column-values';
import { matter } from './record-fixtures';

const collection = resolveCollection(legal as unknown as OfficeType, 'matters')!;
const context = (language: string): ColumnContext => ({
  form: collection.form,
  workflow: collection.workflow,
  language,
  yesNo: (flag) => (flag ? 'yes' : 'no'),
  formatTime: (value, style) => `${style}:${value}`,
});

describe('a record list’s column values', () => {
  it('write a select field’s option by its label in the reader’s language', () => {
    expect(columnText('practiceArea', matter(), context('he'))).toBe('ליטיגציה');
    expect(columnText('practiceArea', matter(), context('en'))).toBe('Litigation');
    expect(columnText('practiceArea', matter(), context('es'))).toBe('Litigio');
  });

  it('name the stage from the workflow in the reader’s language, and keep a stage the workflow lost by its id', () => {
    expect(columnText('$stage', matter(), context('he'))).toBe('קליטה');
    expect(columnText('$stage', matter(), context('en'))).toBe('Intake');
    expect(stageName(collection.workflow, 'gone', 'en')).toBe('gone');
    expect(stageName(collection.workflow, null, 'en')).toBe('');
  });

  it('give the record’s own fields: number, client and assignee by name, dates through the user’s zone', () => {
    const record = matter();
    expect(columnText('$number', record, context('en'))).toBe('2026-0001');
    expect(columnText('$client', record, context('en'))).toBe('Dana Levi');
    expect(columnText('$assignee', record, context('en'))).toBe('Noa Ben-David');
    expect(columnText('$createdAt', record, context('en'))).toBe('dateTime:2026-11-25T08:00:00.000Z');
    expect(columnText('title', record, context('en'))).toBe('Levi v. Cohen');
    expect(columnText('court', matter({ data: {} }), context('en'))).toBe('');
  });

  it('head a column by its form field’s label, or by the record field’s own text', () => {
    expect(columnTitle('practiceArea', collection.form, 'en', (key) => `own:${key}`)).not.toBe('practiceArea');
    expect(columnTitle('$stage', collection.form, 'en', (key) => `own:${key}`)).toBe('own:stage');
  });

  it('count the stage’s SLA from when the record entered it, and only for a stage that has one', () => {
    const entered = Date.parse('2026-11-25T08:00:00.000Z');
    expect(slaState(matter(), collection.workflow, entered + 8 * 3_600_000)).toMatchObject({ hoursLeft: 40, isBreached: false, deadline: '2026-11-27T08:00:00.000Z' });
    expect(slaState(matter(), collection.workflow, entered + 50 * 3_600_000)).toMatchObject({ isBreached: true });
    expect(slaState(matter({ stage: 'active' }), collection.workflow, entered)).toBeUndefined();
    expect(slaState(matter({ stageEnteredAt: null }), collection.workflow, entered)).toBeUndefined();
  });

  it('count a working-hours SLA on the office’s calendar, as the server’s timer does, and none before the calendar is known', () => {
    const workflow = { ...collection.workflow!, stages: collection.workflow!.stages.map((stage) => (stage.sla ? { ...stage, sla: { hours: 48, clock: 'working' as const } } : stage)) };
    // Wednesday 25 November 2026, 10:00 in Jerusalem; eight working hours a day, Sunday to Thursday: due on the next Thursday at 10:00.
    const calendar = { workingHours: { days: ['sun', 'mon', 'tue', 'wed', 'thu'] as ('sun' | 'mon' | 'tue' | 'wed' | 'thu')[], start: '09:00', end: '17:00' }, timeZone: 'Asia/Jerusalem' };
    const entered = Date.parse('2026-11-25T08:00:00.000Z');
    expect(slaState(matter(), workflow, entered, calendar)).toMatchObject({ deadline: '2026-12-03T08:00:00.000Z', isBreached: false });
    expect(slaState(matter(), workflow, entered)).toBeUndefined();
  });

  it('name a record by its title, else its number, else the fallback', () => {
    expect(recordName({ title: ' ', number: '2026-0001' }, 'x')).toBe('2026-0001');
    expect(recordName({ title: null, number: null }, 'Untitled')).toBe('Untitled');
  });
});
