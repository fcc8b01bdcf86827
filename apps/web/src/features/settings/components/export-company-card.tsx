import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { COMPANY_EXPORT_URL } from '../api/company-export-url.ts';

/** The company as one archive to keep, or to import as a new company on any Kira. */
export function ExportCompanyCard() {
  const [asked, setAsked] = useState(false);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="export-company">
      <Stack gap="md">
        <Title order={3} size="h4">
          Export company
        </Title>
        <Text size="sm">One ZIP file with everything this company keeps in Kira:</Text>
        <List size="sm" spacing={4}>
          <List.Item>the company’s settings and logo</List.Item>
          <List.Item>every contact, product, money account and numbering series</List.Item>
          <List.Item>
            every document with its lines, the data its PDF is made from and its attachments
          </List.Item>
          <List.Item>payments, credit, statements and every e-mail sent</List.Item>
          <List.Item>the audit log</List.Item>
          <List.Item>the members: e-mail address, access levels and title</List.Item>
        </List>
        <Text size="sm">
          The records are JSON files, with CSV copies to open in a spreadsheet. To make a new
          company of the archive, on this Kira server or another, use Import from an archive on{' '}
          <Anchor component={Link} to="/companies/new">
            Create a company
          </Anchor>
          . The file holds all your business data: keep it somewhere safe.
        </Text>
        <Group gap="sm">
          <Button component="a" href={COMPANY_EXPORT_URL} download onClick={() => setAsked(true)}>
            Export company
          </Button>
        </Group>
        {asked ? (
          <Text size="sm" c="dimmed" role="status">
            Kira is putting the archive together; your browser downloads it when it is ready. A
            large company can take a few minutes.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
