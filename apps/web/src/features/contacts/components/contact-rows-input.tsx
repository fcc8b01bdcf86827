import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';

interface ContactRowsInputProps {
  /** The group's label, e.g. "E-mail addresses". */
  label: string;
  /** One row's name, e.g. "E-mail" (rows are "E-mail 1", "E-mail 2", ...). */
  rowLabel: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  /** Messages by row index (`emails.1`). */
  errors: Record<string, string>;
  errorKey: string;
  max: number;
  type: 'email' | 'tel';
  placeholder: string;
}

/** A short list of values, one input each, with Add and Remove (e-mails, phones). */
export function ContactRowsInput({
  label,
  rowLabel,
  rows,
  onChange,
  errors,
  errorKey,
  max,
  type,
  placeholder,
}: ContactRowsInputProps) {
  const labelId = useId();
  const noun = rowLabel.toLowerCase();
  const groupError = errors[errorKey];

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      {rows.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row has no identity but its place.
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`${rowLabel} ${index + 1}`}
            type={type}
            placeholder={placeholder}
            autoComplete="off"
            maxLength={type === 'email' ? 254 : 30}
            style={{ flex: 1 }}
            value={value}
            error={errors[`${errorKey}.${index}`]}
            onChange={(event) => {
              const next = [...rows];
              next[index] = event.currentTarget.value;
              onChange(next);
            }}
          />
          {rows.length > 1 || value !== '' ? (
            <Button
              variant="subtle"
              color="red"
              c="#8a1c1c"
              aria-label={`Remove ${noun} ${index + 1}`}
              onClick={() => {
                const next = rows.filter((_, other) => other !== index);
                onChange(next.length > 0 ? next : ['']);
              }}
            >
              Remove
            </Button>
          ) : null}
        </Group>
      ))}
      {groupError ? (
        <Text size="sm" c="var(--mantine-color-error)">
          {groupError}
        </Text>
      ) : null}
      {rows.length < max ? (
        <Group>
          <Button variant="default" size="xs" onClick={() => onChange([...rows, ''])}>
            Add another {noun}
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          At most {max}.
        </Text>
      )}
    </Stack>
  );
}
