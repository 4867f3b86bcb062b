import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { useTimeAgo } from './use-time-ago';

const now = new Date('2026-11-22T12:00:00Z').getTime();
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

describe('time-ago wording', () => {
  it('speaks Hebrew, with its dual forms', () => {
    const { result } = renderHook(() => useTimeAgo(now));
    expect([0.5, 1, 2, 5, 30, 48, 72].map((hours) => result.current(hoursAgo(hours)))).toEqual(['לפני פחות משעה', 'לפני שעה', 'לפני שעתיים', 'לפני 5 שעות', 'אתמול', 'לפני יומיים', 'לפני 3 ימים']);
    expect(result.current(hoursAgo(24 * 10))).toBe(new Intl.DateTimeFormat('he', { dateStyle: 'medium' }).format(new Date(hoursAgo(24 * 10))));
  });

  it('speaks English', async () => {
    await i18next.changeLanguage('en');
    const { result } = renderHook(() => useTimeAgo(now));
    expect([0.5, 1, 2, 5, 30, 48, 72].map((hours) => result.current(hoursAgo(hours)))).toEqual(['less than an hour ago', 'an hour ago', '2 hours ago', '5 hours ago', 'yesterday', '2 days ago', '3 days ago']);
  });
});
