import type { NumberingEntry } from '@kira/core/companies-api';
import {
  formatDocumentNumber,
  type NumberingPatch,
  numberingPatchSchema,
} from '@kira/core/numbering';
import { Button, Code, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText, fieldErrorsOf } from '../../../lib/api/api-error.ts';
import { issueErrors } from '../../../lib/forms/issue-errors.ts';
import { useUpdateNumbering } from '../api/update-numbering.ts';

interface NumberingEditModalProps {
  /** The kind being edited; null when the modal is closed. */
  entry: NumberingEntry | null;
  onClose: () => void;
  onSaved: (label: string) => void;
}

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/** What the form changes, only the fields that differ from the current numbering. */
function patchOf(
  entry: NumberingEntry,
  draft: { prefix: string; padding: number; nextNumber: number },
): NumberingPatch {
  const patch: NumberingPatch = {};
  if (draft.prefix !== entry.prefix) patch.prefix = draft.prefix;
  if (draft.padding !== entry.padding) patch.padding = draft.padding;
  if (draft.nextNumber !== entry.nextNumber) patch.nextNumber = draft.nextNumber;
  return patch;
}

function NumberingEditForm({
  entry,
  onClose,
  onSaved,
}: NumberingEditModalProps & { entry: NumberingEntry }) {
  const [prefix, setPrefix] = useState(entry.prefix);
  const [padding, setPadding] = useState(entry.padding);
  const [nextNumber, setNextNumber] = useState(entry.nextNumber);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useUpdateNumbering();
  const previewable = Number.isInteger(padding) && Number.isInteger(nextNumber) && padding > 0;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const patch = patchOf(entry, { prefix: prefix.trim(), padding, nextNumber });
    if (Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    const parsed = numberingPatchSchema.safeParse(patch);
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues));
      return;
    }
    try {
      await mutation.mutateAsync({ kind: entry.kind, patch: parsed.data });
      onSaved(entry.label);
    } catch (error) {
      console.error('Saving the numbering failed', error);
      setErrors(fieldErrorsOf(error));
      setFailure(errorText(error, 'Could not save the numbering'));
    }
  }

  function clear(name: string) {
    setErrors(({ [name]: _cleared, ...rest }) => rest);
    setFailure(null);
  }

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="numbering-form">
      <Stack gap="md">
        {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
        <TextInput
          label="Prefix"
          description="Up to 12 letters, digits or - / # . (no spaces). A new prefix starts again at 1."
          maxLength={12}
          spellCheck={false}
          data-autofocus
          value={prefix}
          error={errors.prefix}
          onChange={(event) => {
            setPrefix(event.currentTarget.value);
            clear('prefix');
          }}
        />
        <Group grow align="flex-start">
          <NumberInput
            label="Padding"
            description="Digits, with leading zeros"
            min={1}
            max={10}
            allowDecimal={false}
            allowNegative={false}
            value={Number.isNaN(padding) ? '' : padding}
            error={errors.padding}
            onChange={(value) => {
              setPadding(asNumber(value));
              clear('padding');
            }}
          />
          <NumberInput
            label="Next number"
            description="Can only move forward"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={Number.isNaN(nextNumber) ? '' : nextNumber}
            error={errors.nextNumber}
            onChange={(value) => {
              setNextNumber(asNumber(value));
              clear('nextNumber');
            }}
          />
        </Group>
        <Text size="sm" aria-live="polite">
          Next {entry.label.toLowerCase()}:{' '}
          {previewable ? (
            <Code fz="sm">{formatDocumentNumber(prefix.trim(), padding, nextNumber)}</Code>
          ) : (
            '—'
          )}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Save numbering
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit a kind's prefix, padding and next number, with a preview of the next document number. */
export function NumberingEditModal({ entry, onClose, onSaved }: NumberingEditModalProps) {
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? `${entry.label} numbering` : ''}
      centered
    >
      {entry ? (
        <NumberingEditForm key={entry.kind} entry={entry} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
  );
}
