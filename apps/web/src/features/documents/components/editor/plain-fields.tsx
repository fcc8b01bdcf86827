import { Input } from '@mantine/core';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import classes from './line-card.module.css';

/**
 * Labelled inputs drawn as Mantine's `xs` TextInput, Textarea and NativeSelect draw them (the
 * same elements and classes), for the lines: a document renders up to 200 lines of seven
 * fields, and the plain elements render several times faster than Mantine's components.
 * `name` is what assistive technology reads when it says more than the label shown (the
 * grid shows its labels once, as column headings: "Description, line 1").
 */
interface FrameProps {
  id: string;
  label: string;
  /** Off for a field whose label is only said (`aria-label`), such as "Discount in". */
  labelShown: boolean;
  error: string | undefined;
  /** A note under the field, such as how many characters are left. */
  hint?: string | null;
  select?: boolean;
  multiline?: boolean;
  className?: string;
  children: ReactNode;
}

function FieldFrame({
  id,
  label,
  labelShown,
  error,
  hint,
  select,
  multiline,
  className,
  children,
}: FrameProps) {
  return (
    <div className={`${Input.classes.root} ${classes.field} ${className ?? ''}`} data-size="xs">
      {labelShown ? (
        <label className={Input.classes.label} htmlFor={id} data-size="xs">
          {label}
        </label>
      ) : null}
      <div
        className={`${Input.classes.wrapper} ${classes.inputWrapper} ${select ? classes.select : ''}`}
        data-variant="default"
        data-size="xs"
        data-error={error ? true : undefined}
        data-multiline={multiline || undefined}
        data-pointer={select || undefined}
        data-with-right-section={select || undefined}
      >
        {children}
        {select ? (
          <div data-position="right" className={Input.classes.section}>
            <Chevron error={Boolean(error)} />
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={Input.classes.error} data-size="xs">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p
          id={`${id}-hint`}
          className={`${Input.classes.description} ${classes.hint}`}
          data-size="xs"
        >
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface Naming {
  label: string;
  labelShown?: boolean;
  /** The name said, when it is more than the label (`Description, line 1`). */
  name?: string;
  error?: string;
  hint?: string | null;
}

/** The attributes an input or select takes from its frame: id, name, state and description. */
function controlProps(id: string, { label, labelShown = true, name, error, hint }: Naming) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return {
    id,
    className: Input.classes.input,
    'data-variant': 'default',
    'data-error': error ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
    'aria-label': name ?? (labelShown ? undefined : label),
  };
}

type PlainTextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'name'> &
  Naming & { className?: string };

export function PlainTextInput({
  label,
  labelShown = true,
  name,
  error,
  hint,
  className,
  ...input
}: PlainTextInputProps) {
  const id = useId();
  const naming = { label, labelShown, name, error, hint };
  return (
    <FieldFrame id={id} {...naming} className={className}>
      <input {...input} {...controlProps(id, naming)} />
    </FieldFrame>
  );
}

type PlainTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'name'> &
  Naming;

/** A text area of one row that grows with its text (CSS `field-sizing`). */
export function PlainTextarea({
  label,
  labelShown = true,
  name,
  error,
  hint,
  ...area
}: PlainTextareaProps) {
  const id = useId();
  const naming = { label, labelShown, name, error, hint };
  const props = controlProps(id, naming);
  return (
    <FieldFrame id={id} {...naming} multiline>
      <textarea
        rows={1}
        {...area}
        {...props}
        className={`${props.className} ${classes.textarea}`}
      />
    </FieldFrame>
  );
}

type PlainSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'name'> &
  Naming & { options: readonly { value: string; label: string }[] };

export function PlainSelect({
  label,
  labelShown = true,
  name,
  error,
  hint,
  options,
  ...select
}: PlainSelectProps) {
  const id = useId();
  const naming = { label, labelShown, name, error, hint };
  return (
    <FieldFrame id={id} {...naming} select>
      <select {...select} {...controlProps(id, naming)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Mantine's combobox chevron (the icon NativeSelect draws). */
function Chevron({ error }: { error: boolean }) {
  return (
    <svg
      className={classes.chevron}
      data-error={error || undefined}
      viewBox="0 0 15 15"
      fill="none"
      aria-hidden="true"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
