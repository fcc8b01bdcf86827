import type { AccessLevels } from '@kira/core/claims';
import type { Department } from '@kira/core/option-lists';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { ACCESS_LEVEL_LABELS, DEPARTMENT_LABELS } from './access-level-labels.ts';

interface AccessLevelFieldsProps {
  value: AccessLevels;
  onChange: (value: AccessLevels) => void;
  /** Prefix of each select's name, so two forms on one screen keep distinct ids. */
  name: string;
  disabled?: boolean;
}

const LEVEL_OPTIONS = ACCESS_LEVEL_LABELS.map(({ value, label }) => ({ value, label }));

/** A None / Read / Write select for each of the six departments. */
export function AccessLevelFields({ value, onChange, name, disabled }: AccessLevelFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
      {DEPARTMENT_LABELS.map(({ value: department, label }) => (
        <NativeSelect
          key={department}
          label={label}
          name={`${name}-${department}`}
          data={LEVEL_OPTIONS}
          value={value[department]}
          disabled={disabled}
          onChange={(event) =>
            onChange({
              ...value,
              [department]: event.currentTarget.value as AccessLevels[Department],
            })
          }
        />
      ))}
    </SimpleGrid>
  );
}
