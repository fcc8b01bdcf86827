import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageShell } from '../../../components/page-shell.tsx';
import { company } from '../company-details.ts';

function ContactCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}

function Mail({ to }: { to: string }) {
  return <Anchor href={`mailto:${to}`}>{to}</Anchor>;
}

export function ContactUsPage() {
  return (
    <PageShell title="Contact Us" lead="We answer every message, usually within one working day.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ContactCard title="Help with your account">
          <Text size="sm">Questions about documents, GST, plans or access for your team.</Text>
          <Mail to={company.emails.support} />
          <Text size="sm" c="ink.7">
            {company.supportHours}.
          </Text>
        </ContactCard>
        <ContactCard title="Sales and partnerships">
          <Text size="sm">
            Moving a larger company to Kira, or working with us as an accountant.
          </Text>
          <Mail to={company.emails.hello} />
        </ContactCard>
        <ContactCard title="Ideas and bug reports">
          <Text size="sm">Tell us what to improve; the whole team reads this inbox.</Text>
          <Mail to={company.emails.feedback} />
        </ContactCard>
        <ContactCard title="Personal data and legal">
          <Text size="sm">Our Data Protection Officer, and questions about our terms.</Text>
          <Mail to={company.emails.privacy} />
          <Mail to={company.emails.legal} />
        </ContactCard>
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg" mt="md">
        <Title order={2} size="h4" mb="xs">
          Post
        </Title>
        <Text component="address" style={{ fontStyle: 'normal' }}>
          {company.addressLines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </Text>
      </Paper>
    </PageShell>
  );
}
