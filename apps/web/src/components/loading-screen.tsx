import { MSG_LOADING } from '@kira/core/constants';
import { Center, Loader, Text } from '@mantine/core';

/** Shown while a screen's code or the auth state is on its way. */
export function LoadingScreen() {
  return (
    <Center py={96} role="status" aria-live="polite">
      <Loader size="sm" mr="sm" aria-hidden="true" />
      <Text>{MSG_LOADING}</Text>
    </Center>
  );
}
