import { MSG_UNVERIFIED } from '@kira/core/constants';
import { Alert, Text } from '@mantine/core';

/** The seed's red notice for a signed-in user whose e-mail is not verified yet. */
export function UnverifiedEmailNotice() {
  return (
    <Alert color="red" variant="light" mb="xl" role="alert" data-testid="unverified-notice">
      <Text c="red.9" fw={600} size="sm">
        {MSG_UNVERIFIED}
      </Text>
    </Alert>
  );
}
