import { describe, expect, it } from 'vitest';
import legal from '../../../office-types/legal.json';
import medical from '../../../office-types/medical.json';
import type { FormDefinition, SchedulingPolicy } from '../../../engine/generated/config-types';
import { hasDurationField, lengthOf, withSlot } from './booking-values';
import { nextSlot } from './next-slot';

const legalForm = legal.forms.appointmentBooking as unknown as FormDefinition;
const medicalForm = medical.forms.appointmentBooking as unknown as FormDefinition;

describe('a booking from a slot', () => {
  it('fills the form’s date and time fields (by their type) with the slot pressed', () => {
    expect(withSlot(legalForm, { notes: 'x' }, '2026-11-30', 10 * 60 + 30)).toEqual({ notes: 'x', date: '2026-11-30', time: '10:30' });
    // A clinic's preferred time is a choice of morning or afternoon, not a time field: left to the user.
    expect(withSlot(medicalForm, {}, '2026-11-30', 600)).toEqual({ preferredDate: '2026-11-30' });
  });

  it('takes its length from the form’s duration when the form asks for one', () => {
    expect(hasDurationField(legalForm)).toBe(true);
    expect(hasDurationField(medicalForm)).toBe(false);
    expect(lengthOf({ duration: 90 }, 60)).toBe(90);
    expect(lengthOf({}, 45)).toBe(45);
  });

  it('offers the next half hour within the working hours, else the next working day’s start', () => {
    const policy = medical.settings.scheduling as unknown as SchedulingPolicy;
    // Wednesday 2026-11-25 at 10:10: 10:30 the same day.
    expect(nextSlot(policy, '2026-11-25', '2026-11-25', 610)).toEqual({ day: '2026-11-25', minutes: 630 });
    // Friday after hours: Monday at 08:00 (the clinic works Monday to Friday).
    expect(nextSlot(policy, '2026-11-27', '2026-11-27', 18 * 60 + 5)).toEqual({ day: '2026-11-30', minutes: 8 * 60 });
  });
});
