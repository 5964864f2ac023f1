import { AddSlotsBody, BookingText } from '@lobby/contracts';
import { schemaResolver, type FormErrors } from '@mantine/form';

/** The add-slots form as typed. */
export interface AddSlotsFormValues {
  gigId: string | null;
  date: string | null;
  startTime: string;
  endTime: string;
  seats: number | string;
  repeat: boolean;
  repeatWeeks: number | string;
}

/**
 * What the form sends (booking's AddSlotsBody): with a game mode, no end (booking ends the slot after the mode's
 * length); the weeks only when repeating.
 */
export const addSlotsBody = (values: AddSlotsFormValues, modeMinutes: number | null, timeZone: string) => ({
  gigId: values.gigId ?? '',
  date: values.date ?? '',
  startTime: values.startTime,
  ...(modeMinutes ? {} : { endTime: values.endTime }),
  timeZone,
  seats: Number(values.seats),
  ...(values.repeat ? { repeatWeeks: Number(values.repeatWeeks) } : {}),
});

const bodyErrors = schemaResolver(AddSlotsBody, { sync: true });

/**
 * @mantine/form `validate` of the form: booking's schema on the body the form would send (its words), then the
 * end after the start, which booking answers with the same text.
 */
export function addSlotsValidator(modeMinutes: (gigId: string | null) => number | null, timeZone: string) {
  return (values: AddSlotsFormValues): FormErrors => {
    const minutes = modeMinutes(values.gigId);
    const errors: FormErrors = { ...bodyErrors(addSlotsBody(values, minutes, timeZone)) };
    if (!minutes && !errors.endTime && !errors.startTime && values.endTime <= values.startTime)
      errors.endTime = BookingText.slotEndBeforeStart;
    return errors;
  };
}
