import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

interface ReadOnlyCompanyNoticeProps {
  /** The server's words for it (`MSG_READ_ONLY_COMPANY` of @kira/core/permissions). */
  message: string;
}

/** Says that the active company (the demo) cannot be changed, and how to get one that can. */
export function ReadOnlyCompanyNotice({ message }: ReadOnlyCompanyNoticeProps) {
  return (
    <Alert
      color="saffron"
      variant="light"
      title="Read-only company"
      data-testid="read-only-notice"
      styles={{ title: { color: 'var(--mantine-color-saffron-9)' } }}
    >
      <Text size="sm" c="saffron.9">
        {message}{' '}
        <Anchor component={Link} to="/companies/new" c="saffron.9" fw={600}>
          Create a company
        </Anchor>
      </Text>
    </Alert>
  );
}
