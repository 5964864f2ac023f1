import '@mantine/dates/styles.css';
import { DatePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import classes from './slot-calendar.module.css';

interface SlotCalendarProps {
  /** Days (YYYY-MM-DD, viewer's zone) with a slot that can be booked, in order; every other day is disabled. */
  bookableDays: string[];
  value: string | null;
  onChange: (day: string) => void;
}

/** A month calendar where only days with open slots can be picked, from today to the last open day. */
export function SlotCalendar({ bookableDays, value, onChange }: SlotCalendarProps) {
  const bookable = new Set(bookableDays);
  const lastDay = bookableDays.at(-1);

  return (
    <DatePicker
      value={value}
      onChange={(day) => day && onChange(day)}
      defaultDate={bookableDays[0]}
      minDate={dayjs().format('YYYY-MM-DD')}
      maxDate={lastDay && dayjs(lastDay).endOf('month').format('YYYY-MM-DD')}
      maxLevel="month"
      allowDeselect={false}
      excludeDate={(day) => !bookable.has(day)}
      getDayProps={(day) => (bookable.has(day) ? { className: classes.bookableDay } : {})}
      getDayAriaLabel={(day) =>
        `${dayjs(day).format('dddd D MMMM')}${bookable.has(day) ? ', open slots' : ', no open slots'}`
      }
      ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
    />
  );
}
