import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

interface ProductBookActionsProps {
  canWrite: boolean;
  exportUrl: string;
}

/** New item and Import CSV (when the server allows), and Export CSV of the current list. */
export function ProductBookActions({ canWrite, exportUrl }: ProductBookActionsProps) {
  return (
    <Group gap="sm">
      {canWrite ? (
        <>
          <Button component={Link} to="/pnspage/">
            New product or service
          </Button>
          <Button component={Link} to="/pnsbook/import" variant="default">
            Import CSV
          </Button>
        </>
      ) : null}
      <Button component="a" href={exportUrl} download variant="default">
        Export CSV
      </Button>
    </Group>
  );
}
