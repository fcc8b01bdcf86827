import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

interface ContactBookActionsProps {
  canCreate: boolean;
  canImport: boolean;
  /** The CSV export of the list as filtered and sorted now. */
  exportUrl: string;
}

/** New contact and Import CSV (when the server allows), and Export CSV of the current list. */
export function ContactBookActions({ canCreate, canImport, exportUrl }: ContactBookActionsProps) {
  return (
    <Group gap="sm">
      {canCreate ? (
        <Button component={Link} to="/contactpage/">
          New contact
        </Button>
      ) : null}
      {canImport ? (
        <Button component={Link} to="/contactbook/import" variant="default">
          Import CSV
        </Button>
      ) : null}
      <Button component="a" href={exportUrl} download variant="default">
        Export CSV
      </Button>
    </Group>
  );
}
