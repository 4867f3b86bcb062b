import type { Active, Over } from '@dnd-kit/core';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardStrings } from '../../i18n/locales/board';
import { boardAnnouncements, boardInstructions } from './board-announcements';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'he', resources: { he: { board: boardStrings.he }, en: { board: boardStrings.en } }, interpolation: { escapeValue: false } }));
const translate = (language: string) => (key: string, values: Record<string, string>) => i18n.getFixedT(language, 'board')(key, values);

const rect = { current: { initial: null, translated: null } };
const active = { id: 'lead-1', rect, data: { current: { kind: 'card', column: 'new', label: 'דנה לוי', columnLabel: 'חדש' } } } as unknown as Active;
const overColumn = { id: 'column:contacted', rect: {}, disabled: false, data: { current: { kind: 'column', column: 'contacted', label: 'נוצר קשר' } } } as unknown as Over;
const overCard = { id: 'lead-2', rect: {}, disabled: false, data: { current: { kind: 'card', column: 'contacted', label: 'Avi Cohen', columnLabel: 'נוצר קשר' } } } as unknown as Over;

describe('what a board says to screen readers', () => {
  it('names the card and the columns in Hebrew as it is picked up, moved, dropped and put back', () => {
    const say = boardAnnouncements(translate('he'));
    expect(say.onDragStart({ active })).toBe('הכרטיס דנה לוי הורם מהעמודה חדש.');
    expect(say.onDragOver({ active, over: overColumn })).toBe('הכרטיס דנה לוי מעל העמודה נוצר קשר.');
    expect(say.onDragOver({ active, over: overCard })).toBe('הכרטיס דנה לוי בעמודה נוצר קשר, ליד Avi Cohen.');
    expect(say.onDragOver({ active, over: null })).toBe('הכרטיס דנה לוי אינו מעל אף עמודה.');
    expect(say.onDragEnd({ active, over: overColumn })).toBe('הכרטיס דנה לוי שוחרר בעמודה נוצר קשר.');
    expect(say.onDragEnd({ active, over: overCard })).toBe('הכרטיס דנה לוי שוחרר בעמודה נוצר קשר.');
    expect(say.onDragEnd({ active, over: null })).toBe('הכרטיס דנה לוי שוחרר מחוץ לעמודות ונשאר במקומו.');
    expect(say.onDragCancel({ active, over: overColumn })).toBe('הגרירה בוטלה. הכרטיס דנה לוי חזר לעמודה חדש.');
    expect(boardInstructions(translate('he')).draggable).toMatch(/^כדי להרים כרטיס, הקישו רווח/);
  });

  it('leaves out the report of the card over its own column right after the pick-up, but not later ones', () => {
    const say = boardAnnouncements(translate('he'));
    const overHome = { ...overCard, data: { current: { kind: 'card', column: 'new', label: 'Avi Cohen', columnLabel: 'חדש' } } } as unknown as Over;
    say.onDragStart({ active });
    expect(say.onDragOver({ active, over: overHome })).toBeUndefined();
    expect(say.onDragOver({ active, over: overHome })).toBe('הכרטיס דנה לוי בעמודה חדש, ליד Avi Cohen.');
    say.onDragStart({ active });
    expect(say.onDragOver({ active, over: overColumn })).toBe('הכרטיס דנה לוי מעל העמודה נוצר קשר.');
  });

  it('speaks English in English, and falls back to the id for a card without a name', () => {
    const say = boardAnnouncements(translate('en'));
    expect(say.onDragOver({ active, over: overColumn })).toBe('The card דנה לוי is over the column נוצר קשר.');
    expect(say.onDragStart({ active: { id: 'x1', rect, data: { current: {} } } as unknown as Active })).toBe('Picked up the card x1 from the column .');
    expect(boardInstructions(translate('en')).draggable).toMatch(/^To pick up a card, press Space/);
  });
});
