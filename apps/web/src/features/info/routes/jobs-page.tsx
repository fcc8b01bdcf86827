import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { PageShell } from '../../../components/page-shell.tsx';
import { company } from '../company-details.ts';

const openings = [
  {
    title: 'Full-stack engineer (TypeScript)',
    kind: 'Full time · Singapore, hybrid',
    summary:
      'Build features end to end, from the PostgreSQL schema through the API to the React screens business owners use every day.',
    points: [
      'Experience with TypeScript, React and a relational database',
      'Care for correctness: money, tax and permissions must be right',
      'You write tests as a matter of course',
    ],
  },
  {
    title: 'Customer success specialist',
    kind: 'Full time · Singapore',
    summary:
      'Help new companies set up Kira, answer their questions, and bring what you learn back to the product team.',
    points: [
      'You have worked with small businesses, ideally in bookkeeping or accounts',
      'You know GST and invoicing practice in Singapore',
      'Clear writing in English; another language spoken in Singapore is a plus',
    ],
  },
];

export function JobsPage() {
  return (
    <PageShell
      title="Jobs"
      lead="We are a small team building software for small businesses. If that sounds like you, we would like to hear from you."
    >
      <Stack gap="lg">
        {openings.map(({ title, kind, summary, points }) => (
          <Paper key={title} withBorder radius="md" p="lg">
            <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
              <Title order={2} size="h3">
                {title}
              </Title>
              <Badge variant="light" tt="none" radius="sm">
                {kind}
              </Badge>
            </Group>
            <Text mb="sm">{summary}</Text>
            <List size="sm" spacing={4}>
              {points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </Stack>
      <Text mt="xl">
        To apply, send your CV and a few lines about why Kira to{' '}
        <Anchor href={`mailto:${company.emails.jobs}`}>{company.emails.jobs}</Anchor>. No opening
        that fits? Write anyway.
      </Text>
    </PageShell>
  );
}
