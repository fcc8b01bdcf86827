import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  /** The section's h2 (the settings layout holds the h1), also in the browser tab title. */
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** One screen of the settings: its heading, a sentence, then its forms. */
export function SettingsSection({ title, lead, children, testId }: SettingsSectionProps) {
  useDocumentTitle(`${title} · Settings · Kira`);
  return (
    <Stack gap="lg" data-testid={testId}>
      <Stack gap={4}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {lead ? (
          <Text c="dimmed" maw={720}>
            {lead}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
