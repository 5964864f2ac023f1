import { act, renderHook } from '@testing-library/react';
import { AccountFieldText, BookingText, CreateOrderBody, firstIssueText, ProfileLimits } from '@lobby/contracts';
import { describe, expect, it } from 'vitest';
import { useBookingForm } from './use-booking-form';

const tooLong = 'x'.repeat(ProfileLimits.gamerTagMax + 1);

/** What the gateway answers for the same draft: the schema the form validates with is the route's own. */
function gatewayText(gamerTags: string[]) {
  const result = CreateOrderBody.safeParse({
    slotId: '01a227c6-4049-7139-a034-f5595da33609',
    numberOfPlayers: gamerTags.length,
    gamerTags,
  });
  return result.success ? undefined : firstIssueText(result.error);
}

describe('the booking form', () => {
  it('refuses a blank or too long gamer tag with the words the gateway answers', () => {
    const { result } = renderHook(() => useBookingForm('Nova'));
    act(() => result.current.setPlayers(3));
    act(() => {
      result.current.form.setFieldValue('slotId', '01a227c6-4049-7139-a034-f5595da33609');
      result.current.form.setFieldValue('gamerTags', ['Nova', '   ', tooLong]);
    });
    let errors: Record<string, unknown> = {};
    act(() => {
      errors = result.current.form.validate().errors;
    });
    expect(errors).toEqual({
      'gamerTags.1': BookingText.gamerTagsRequired,
      'gamerTags.2': AccountFieldText.gamerTagTooLong,
    });
    expect(gatewayText(['Nova', '   '])).toBe(errors['gamerTags.1']);
    expect(gatewayText([tooLong])).toBe(errors['gamerTags.2']);
  });

  it('asks for a time before anything else is sent', () => {
    const { result } = renderHook(() => useBookingForm('Nova'));
    let errors: Record<string, unknown> = {};
    act(() => {
      errors = result.current.form.validate().errors;
    });
    expect(errors).toEqual({ slotId: 'Please choose a time' });
  });
});
