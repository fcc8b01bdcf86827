import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/**
 * Shown when a screen fails to render or its code cannot be fetched (typically after a new
 * version was deployed while this tab was open): reloading fetches the current version.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>Something went wrong</Title>
        <Text>
          This screen could not be shown. Reloading the page usually fixes it; if it keeps
          happening, tell us at feedback@kira.sg.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
