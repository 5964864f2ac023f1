import { AddSlotsBody, BookingText, firstIssueText, InputLimits } from '@lobby/contracts';
import { describe, expect, it } from 'vitest';
import { addSlotsBody, addSlotsValidator, type AddSlotsFormValues } from './add-slots-form';

const GIG = '01a227c6-4049-7139-a034-f5595da33609';
const TIME_ZONE = 'Europe/Paris';

const values = (overrides: Partial<AddSlotsFormValues> = {}): AddSlotsFormValues => ({
  gigId: GIG,
  date: '2027-03-01',
  startTime: '18:00',
  endTime: '19:00',
  seats: 2,
  repeat: false,
  repeatWeeks: 4,
  ...overrides,
});

/** The form's errors for a gig without a game mode (or with one of `modeMinutes`). */
const errorsOf = (form: AddSlotsFormValues, modeMinutes: number | null = null) =>
  addSlotsValidator(() => modeMinutes, TIME_ZONE)(form);

/** What booking answers for the body the form would send. */
function bookingText(form: AddSlotsFormValues, modeMinutes: number | null = null) {
  const result = AddSlotsBody.safeParse(addSlotsBody(form, modeMinutes, TIME_ZONE));
  return result.success ? undefined : firstIssueText(result.error);
}

describe('the add-slots form', () => {
  it('sends a valid slot as booking takes it, without an end when the game mode sets it', () => {
    expect(errorsOf(values())).toEqual({});
    expect(addSlotsBody(values({ repeat: true, repeatWeeks: 3 }), 45, TIME_ZONE)).toEqual({
      gigId: GIG,
      date: '2027-03-01',
      startTime: '18:00',
      timeZone: TIME_ZONE,
      seats: 2,
      repeatWeeks: 3,
    });
  });

  it('says what booking would answer for the same slot', () => {
    for (const [form, field] of [
      [values({ gigId: null }), 'gigId'],
      [values({ startTime: '' }), 'startTime'],
      [values({ seats: InputLimits.slotSeatsMax + 1 }), 'seats'],
      [values({ repeat: true, repeatWeeks: 0 }), 'repeatWeeks'],
    ] as const) {
      const errors = errorsOf(form);
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]).toBe(bookingText(form));
    }
  });

  it('needs an end after the start only when the gig has no game mode', () => {
    expect(errorsOf(values({ endTime: '17:00' }))).toEqual({ endTime: BookingText.slotEndBeforeStart });
    expect(errorsOf(values({ endTime: '' }), 30)).toEqual({});
  });
});
