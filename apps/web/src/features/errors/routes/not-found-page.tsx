import { MSG_NOT_FOUND } from '@kira/core/constants';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';

/** Any path the route table does not know. */
export function NotFoundPage() {
  useDocumentTitle(`${MSG_NOT_FOUND} · Kira`);
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{MSG_NOT_FOUND}</Title>
        <Text size="lg" c="ink.7">
          There is no page at this address. It may have moved, or the link may be mistyped.
        </Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
