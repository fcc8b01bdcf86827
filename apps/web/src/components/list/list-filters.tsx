import { Button, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListFiltersProps {
  /** The group's name, e.g. "Find contacts". */
  legend: string;
  /** Some filter differs from its default: Clear filters shows. */
  filtered: boolean;
  onClear: () => void;
  /** The search field, then the selects. */
  children: ReactNode;
}

/** A list's filters as one group, up to four abreast, with Clear filters while any is set. */
export function ListFilters({ legend, filtered, onClear, children }: ListFiltersProps) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ padding: 0, marginBottom: 8, fontWeight: 600 }}>{legend}</legend>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        {children}
      </SimpleGrid>
      {filtered ? (
        <Button variant="subtle" size="xs" mt="xs" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </fieldset>
  );
}
