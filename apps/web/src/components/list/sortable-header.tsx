import { Group, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { ariaSortOf, type SortValue } from '../../lib/listing/sort-order.ts';

interface SortableHeaderProps<F extends string> {
  field: F;
  sort: SortValue<F>;
  onSort: (field: F) => void;
  children: ReactNode;
  align?: 'left' | 'right';
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <svg width="10" height="14" viewBox="0 0 10 14" aria-hidden="true" focusable="false">
      <path d="M5 1 9 5.5H1z" fill="currentColor" opacity={direction === 'ascending' ? 1 : 0.3} />
      <path d="M5 13 1 8.5h8z" fill="currentColor" opacity={direction === 'descending' ? 1 : 0.3} />
    </svg>
  );
}

/** A column header that sorts the list: a button, with `aria-sort` saying the current order. */
export function SortableHeader<F extends string>({
  field,
  sort,
  onSort,
  children,
  align = 'left',
}: SortableHeaderProps<F>) {
  const direction = ariaSortOf(sort, field);
  return (
    <Table.Th scope="col" aria-sort={direction} ta={align}>
      <UnstyledButton
        onClick={() => onSort(field)}
        fw={700}
        fz="sm"
        data-testid={`sort-${field}`}
        style={{ whiteSpace: 'nowrap' }}
      >
        <Group gap={6} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {children}
          <SortIcon direction={direction} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
