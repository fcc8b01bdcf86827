import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './landing-section.module.css';

interface LandingSectionProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Soft tinted background, to tell sections apart. */
  tinted?: boolean;
  children: ReactNode;
}

/** One band of the landing page: an eyebrow, its h2, a lead sentence, then the content. */
export function LandingSection({
  id,
  eyebrow,
  title,
  lead,
  tinted,
  children,
}: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      className={classes.section}
      bg={tinted ? 'ink.0' : undefined}
      py={{ base: 56, md: 88 }}
    >
      <Container size="lg">
        <Stack gap={8} mb={{ base: 28, md: 40 }} maw={760}>
          {eyebrow ? (
            <Text size="sm" fw={700} tt="uppercase" lts={1} c="lagoon.8">
              {eyebrow}
            </Text>
          ) : null}
          <Title order={2} id={headingId}>
            {title}
          </Title>
          {lead ? (
            <Text size="lg" c="ink.7">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
