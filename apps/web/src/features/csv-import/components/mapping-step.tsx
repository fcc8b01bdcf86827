import { type ColumnMapping, mappingProblems } from '@kira/core/csv-import';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { StatusAlert } from '../../../components/status-alert.tsx';
import type { ImportEntity } from '../import-entity.ts';

interface MappingStepProps<T> {
  entity: ImportEntity<T>;
  headers: readonly string[];
  firstRecord: Record<string, string> | undefined;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: which column of the file feeds each of Kira's fields (guessed from the headers). */
export function MappingStep<T>({
  entity,
  headers,
  firstRecord,
  mapping,
  onChange,
  onBack,
  onNext,
}: MappingStepProps<T>) {
  const problems = mappingProblems(entity.fields, mapping, headers);
  const used = new Set(Object.values(mapping).filter((header) => header !== null));
  const ignored = headers.filter((header) => !used.has(header));

  return (
    <Stack gap="md">
      <Text size="sm">
        Kira matched the columns it recognised. Check each field, choose a column for the ones
        marked with an asterisk, and leave a field on "Not imported" to skip it.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="import-mapping">
        {entity.fields.map((field) => {
          const header = mapping[field.key] ?? null;
          const sample = header && firstRecord ? (firstRecord[header] ?? '').trim() : '';
          return (
            <Select
              key={field.key}
              label={field.label}
              required={field.required}
              placeholder="Not imported"
              data={[...headers]}
              value={header}
              onChange={(chosen) => onChange({ ...mapping, [field.key]: chosen })}
              clearable
              allowDeselect
              description={sample ? `First row: ${sample.slice(0, 60)}` : undefined}
              // The sample goes under the input, so the inputs of a grid row line up.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              comboboxProps={{ withinPortal: true }}
            />
          );
        })}
      </SimpleGrid>
      {ignored.length > 0 ? (
        <Text size="sm" c="dimmed">
          Columns not imported: {ignored.join(', ')}.
        </Text>
      ) : null}
      {problems.length > 0 ? (
        <StatusAlert kind="error" title="Before going on">
          {problems.map((problem) => (
            <span key={problem} style={{ display: 'block' }}>
              {problem}
            </span>
          ))}
        </StatusAlert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext} disabled={problems.length > 0}>
          Next: check the rows
        </Button>
      </Group>
    </Stack>
  );
}
