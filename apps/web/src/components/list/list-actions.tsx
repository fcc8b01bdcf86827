import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

interface ListActionsProps {
  /** The button that adds a record, e.g. "New contact", and the page it opens. */
  create: { label: string; to: string };
  canCreate: boolean;
  /** The list's import wizard, when it has one. */
  importTo?: string;
  canImport?: boolean;
  /** The CSV export of the list as filtered and sorted now. */
  exportUrl: string;
}

/** New and Import CSV (when the server allows), and Export CSV of the current list. */
export function ListActions({
  create,
  canCreate,
  importTo,
  canImport,
  exportUrl,
}: ListActionsProps) {
  return (
    <Group gap="sm">
      {canCreate ? (
        <Button component={Link} to={create.to}>
          {create.label}
        </Button>
      ) : null}
      {canImport && importTo ? (
        <Button component={Link} to={importTo} variant="default">
          Import CSV
        </Button>
      ) : null}
      <Button component="a" href={exportUrl} download variant="default">
        Export CSV
      </Button>
    </Group>
  );
}
