import { Badge, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { LandingSection } from './landing-section.tsx';

const upcoming = [
  {
    title: 'GST registration, step by step',
    text: 'When the S$1 million threshold applies, what voluntary registration means, and what changes on your invoices.',
  },
  {
    title: 'Getting paid with PayNow',
    text: 'QR codes, UENs and references that make incoming transfers easy to match to invoices.',
  },
  {
    title: 'Month-end in an hour',
    text: 'Statements of account, overdue follow-ups and the few numbers worth checking every month.',
  },
];

/** Industry insights: planned guides, clearly marked as work in progress. */
export function InsightsSection() {
  return (
    <LandingSection
      id="insights"
      eyebrow="Guides for business owners"
      title={
        <>
          Industry insights{' '}
          <Badge
            variant="light"
            color="saffron"
            size="lg"
            radius="sm"
            tt="none"
            ml={6}
            style={{ verticalAlign: 'middle' }}
          >
            Work in progress
          </Badge>
        </>
      }
      lead="This section is work in progress. We are writing practical guides for running a small business in Singapore; these are the first ones on our desk."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {upcoming.map(({ title, text }) => (
          <Card key={title} withBorder radius="md" padding="lg" style={{ borderStyle: 'dashed' }}>
            <Text size="xs" fw={700} tt="uppercase" lts={0.8} c="saffron.9" mb={6}>
              Being written
            </Text>
            <Title order={3} size="h4" mb={6}>
              {title}
            </Title>
            <Text size="sm" c="ink.7">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
