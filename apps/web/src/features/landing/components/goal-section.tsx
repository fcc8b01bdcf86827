import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { LandingSection } from './landing-section.tsx';

const principles = [
  {
    title: 'Right to the cent',
    text: 'Money is calculated in exact decimals with one written rounding rule, and GST is kept per line, the way IRAS expects it.',
  },
  {
    title: 'Your team, your rules',
    text: 'Finance, sales, operations and marketing each get the access you choose, and every change is recorded.',
  },
  {
    title: 'Made here, for here',
    text: 'UEN, GST, PayNow and CPF are part of the product, not add-ons. Your data is stored in Singapore.',
  },
];

/** Our Goal: why Kira exists. */
export function GoalSection() {
  return (
    <LandingSection id="our-goal" eyebrow="Why we build Kira" title="Our Goal">
      <Grid gap={{ base: 'lg', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Text size="xl" fw={600} c="ink.9" lh={1.45}>
              Give every small business in Singapore the back office of a big one, at a price a
              hawker stall, a contractor or a five-person agency can afford.
            </Text>
            <Text c="ink.7">
              Owners should spend their time on customers and their craft, not on retyping invoices
              and hunting for receipts before the GST deadline. We want the paperwork to take
              minutes, and the numbers to be right the first time.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {principles.map(({ title, text }) => (
              <Paper key={title} p="lg" radius="md" withBorder>
                <Title order={3} size="h4" mb={4}>
                  {title}
                </Title>
                <Text size="sm" c="ink.7">
                  {text}
                </Text>
              </Paper>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </LandingSection>
  );
}
