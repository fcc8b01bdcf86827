import { Avatar, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { PageShell } from '../../../components/page-shell.tsx';

const team = [
  {
    name: 'Rachel Tan',
    role: 'Co-founder, product',
    bio: 'Ran the books of her family’s trading company for ten years before deciding there had to be a better way.',
  },
  {
    name: 'Arjun Menon',
    role: 'Co-founder, engineering',
    bio: 'Has built payment and accounting systems for banks and start-ups; cares that every cent adds up.',
  },
  {
    name: 'Nur Aisyah',
    role: 'Customer success',
    bio: 'Helps new companies set up Kira and brings what she hears straight back to the team.',
  },
  {
    name: 'Daniel Lim',
    role: 'Design',
    bio: 'Makes sure an invoice can be sent in a minute, on a laptop or on a phone between site visits.',
  },
];

export function TeamPage() {
  return (
    <PageShell
      size="lg"
      title="Meet the Team"
      lead="The people who build Kira and answer your messages."
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {team.map(({ name, role, bio }) => (
          <Card key={name} withBorder radius="md" padding="lg">
            <Avatar name={name} color="initials" size={64} radius="xl" mb="md" alt="" />
            <Title order={2} size="h4">
              {name}
            </Title>
            <Text size="sm" fw={600} c="lagoon.8" mb="xs">
              {role}
            </Text>
            <Text size="sm" c="ink.7">
              {bio}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </PageShell>
  );
}
