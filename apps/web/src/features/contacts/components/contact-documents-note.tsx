import { Paper, Stack, Text, Title } from '@mantine/core';

/** Where a contact's documents and balance will be, said plainly until documents exist. */
export function ContactDocumentsNote() {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="contact-documents">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Documents and balance
        </Title>
        <Text size="sm" c="dimmed">
          Kira has no quotations, invoices or bills yet. Once it does, this contact's documents and
          what they owe you (or you owe them) will be listed here.
        </Text>
      </Stack>
    </Paper>
  );
}
