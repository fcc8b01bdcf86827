import '@mantine/dates/styles.css';
import { isPlainDate } from '@kira/core/calendar-dates';
import { formatNumericDate } from '@kira/core/format/dates';
import {
  MSG_TYPED_DATE_UNREADABLE,
  parseTypedDate,
  TYPED_DATE_FORMAT,
} from '@kira/core/format/typed-date';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { type FocusEvent, type FormEvent, useState } from 'react';

type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'dateParser' | 'valueFormat' | 'fixOnBlur' | 'min' | 'max'
> & {
  /** `YYYY-MM-DD`, or `''` for no date. */
  value: string;
  /**
   * Given `YYYY-MM-DD`, `''` when the field is emptied, or the text as typed when it is not a
   * date, so the form's own check refuses it rather than saving the date that was there before.
   */
  onChange: (value: string) => void;
  /** For filters that apply at once: only dates and `''` are given, never text being typed. */
  datesOnly?: boolean;
  /** The earliest and latest dates it takes, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
};

/** Names for the calendar's arrows, which Mantine leaves unnamed (its other buttons show theirs). */
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/**
 * The app's one date field: shows and takes dates day first (`DD/MM/YYYY`, or `27 Nov 2026`)
 * whatever the browser's locale, with a calendar to pick from. Text that is not a date stays as
 * typed and is refused beside the field once the field is left (or the form refuses it).
 */
export function DateField({
  value,
  onChange,
  datesOnly = false,
  min,
  max,
  error,
  onBlur,
  onClick,
  onKeyDown,
  popoverProps,
  placeholder = TYPED_DATE_FORMAT,
  ...props
}: DateFieldProps) {
  // Why the text in the field is not taken, and whether to say so yet (once the field is left).
  const [problem, setProblem] = useState<string | null>(null);
  const [problemShown, setProblemShown] = useState(false);
  const [lastValue, setLastValue] = useState(value);
  // The calendar opens on a click in the field and closes once a day is picked, a date typed,
  // a key typed, Escape or the field left (ArrowDown opens it from the keyboard): Mantine's own opens it on focus and keeps it open
  // while typing, over whatever lies below (a Save button a click then misses for a day).
  const [calendarOpen, setCalendarOpen] = useState(false);
  if (value !== lastValue) {
    setLastValue(value);
    // A date or nothing set from outside (a pick, a cleared filter): the field's text is that.
    if (value === '' || isPlainDate(value)) {
      setProblem(null);
      setProblemShown(false);
    }
  }

  function problemOf(text: string): string | null {
    if (text.trim() === '') return null;
    const date = parseTypedDate(text);
    if (date === null) return MSG_TYPED_DATE_UNREADABLE;
    if (min && date < min) return `Choose ${formatNumericDate(min)} or later`;
    if (max && date > max) return `Choose ${formatNumericDate(max)} or earlier`;
    return null;
  }

  // DateInput gives the dates it reads (through its onChange below); this gives the rest.
  function handleInput(event: FormEvent<HTMLInputElement>) {
    setCalendarOpen(false);
    const text = event.currentTarget.value.trim();
    const found = problemOf(text);
    setProblem(found);
    if (found === null) setProblemShown(false);
    if (text === '') {
      if (value !== '') onChange('');
    } else if (found !== null && !datesOnly && text !== value) {
      onChange(text);
    }
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    setCalendarOpen(false);
    setProblemShown(problem !== null);
    onBlur?.(event);
  }

  return (
    <DateInput
      {...props}
      value={isPlainDate(value) ? value : null}
      onChange={(date) => {
        setCalendarOpen(false);
        onChange(date ?? '');
      }}
      onInput={handleInput}
      onBlur={handleBlur}
      onClick={(event) => {
        setCalendarOpen(true);
        onClick?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setCalendarOpen(false);
        if (event.key === 'ArrowDown') setCalendarOpen(true);
        onKeyDown?.(event);
      }}
      popoverProps={{ ...popoverProps, opened: calendarOpen && !props.readOnly }}
      dateParser={parseTypedDate}
      valueFormat={TYPED_DATE_FORMAT}
      // A date typed is rewritten as DD/MM/YYYY on leaving; text that is not one stays to mend.
      fixOnBlur={problem === null}
      minDate={min || undefined}
      maxDate={max || undefined}
      placeholder={placeholder}
      ariaLabels={CALENDAR_LABELS}
      // Mantine paints weekends red and other months' days grey, both under 4.5:1 on white: every
      // day reads alike, and only the month's days are shown.
      weekendDays={[]}
      hideOutsideDates
      // Ours is the clearer message when the form refuses the same text.
      error={problem && (problemShown || error) ? problem : error}
    />
  );
}
