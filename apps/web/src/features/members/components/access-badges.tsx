import type { DepartmentAccess } from '@kira/core/claims';
import { Badge, Group, Text } from '@mantine/core';
import { ACCESS_LEVEL_LABELS, DEPARTMENT_LABELS } from '../../../components/access-level-labels.ts';

// Light tints with the text in a dark shade of the same hue, readable at badge size.
const STYLE = {
  read: { color: 'blue', text: 'blue.9' },
  write: { color: 'lagoon', text: 'lagoon.9' },
} as const;

const labelOf = (level: DepartmentAccess['level']) =>
  ACCESS_LEVEL_LABELS.find((option) => option.value === level)?.label ?? level;

/**
 * A member's access in one cell: a badge per department they can use ("Sales · Read"), in the
 * seed's order; "No access" when every department is None.
 */
export function AccessBadges({ levels }: { levels: readonly DepartmentAccess[] }) {
  const granted = DEPARTMENT_LABELS.flatMap(({ value, label }) => {
    const level = levels.find((entry) => entry.department === value)?.level ?? 'none';
    return level === 'none' ? [] : [{ department: label, level }];
  });
  if (granted.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No access
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {granted.map(({ department, level }) => (
        <Badge
          key={department}
          variant="light"
          color={STYLE[level].color}
          c={STYLE[level].text}
          radius="sm"
          tt="none"
          fw={600}
        >
          {department} · {labelOf(level)}
        </Badge>
      ))}
    </Group>
  );
}
