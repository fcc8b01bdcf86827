import '@mantine/dates/styles.css';
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
  /** Given `YYYY-MM-DD`, or `''` when the field is emptied or its text is not a date. */
  onChange: (value: string) => void;
  /** The earliest and latest dates it takes, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
};

/**
 * The app's one date field: shows and takes dates day first (`DD/MM/YYYY`, or `27 Nov 2026`)
 * whatever the browser's locale, with a calendar to pick from; its value is `YYYY-MM-DD`.
 * Text that is not a date is kept as typed and refused beside the field once the field is left,
 * and the value is emptied meanwhile, so a form never saves the date that was there before.
 */
export function DateField({
  value,
  onChange,
  min,
  max,
  error,
  onBlur,
  placeholder = TYPED_DATE_FORMAT,
  ...props
}: DateFieldProps) {
  // Why the text being typed is not taken, and whether the person has left the field since.
  const [problem, setProblem] = useState<string | null>(null);
  const [problemShown, setProblemShown] = useState(false);

  function problemOf(text: string): string | null {
    if (text.trim() === '') return null;
    const date = parseTypedDate(text);
    if (date === null) return MSG_TYPED_DATE_UNREADABLE;
    if (min && date < min) return `Choose ${formatNumericDate(min)} or later`;
    if (max && date > max) return `Choose ${formatNumericDate(max)} or earlier`;
    return null;
  }

  // A date DateInput can read reaches `onChange` through it; this empties the value for the rest.
  function handleInput(event: FormEvent<HTMLInputElement>) {
    const text = event.currentTarget.value;
    const found = problemOf(text);
    setProblem(found);
    if (found === null) setProblemShown(false);
    if ((found !== null || text.trim() === '') && value !== '') onChange('');
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    setProblemShown(problem !== null);
    onBlur?.(event);
  }

  return (
    <DateInput
      {...props}
      value={value === '' ? null : value}
      onChange={(date) => {
        setProblem(null);
        setProblemShown(false);
        onChange(date ?? '');
      }}
      onInput={handleInput}
      onBlur={handleBlur}
      dateParser={parseTypedDate}
      valueFormat={TYPED_DATE_FORMAT}
      // A date typed is rewritten as DD/MM/YYYY on leaving; text that is not one stays to mend.
      fixOnBlur={problem === null}
      minDate={min || undefined}
      maxDate={max || undefined}
      placeholder={placeholder}
      error={problemShown && problem ? problem : error}
    />
  );
}
