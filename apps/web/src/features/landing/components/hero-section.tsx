import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { BannerCarousel } from './banner-carousel.tsx';
import { CheckIcon } from './check-icon.tsx';
import classes from './hero-section.module.css';

const highlights = [
  'GST worked out on every line, your UEN on every document',
  'A PayNow QR on each invoice, so customers pay in seconds',
  'Each colleague sees only the departments you allow',
];

export function HeroSection() {
  return (
    <Box component="section" aria-labelledby="hero-title" className={classes.hero}>
      <Container size="lg" py={{ base: 40, md: 72 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" size="lg" radius="sm" tt="none" w="fit-content">
              Made for Singapore small businesses
            </Badge>
            <Title order={1} id="hero-title" className={classes.title}>
              Invoices out, payments in, books done.
            </Title>
            <Anchor
              component={Link}
              to="/subscriptionselection/"
              data-testid="tagline"
              className={classes.tagline}
            >
              One price for your whole company, every colleague included, and you can cancel
              anytime. <span aria-hidden="true">→</span>
            </Anchor>
            <Text size="lg" c="ink.7">
              Kira keeps your quotations, invoices, delivery orders, receipts and expenses in one
              place, and turns them into statements of account and a dashboard you can read at a
              glance.
            </Text>
            <List
              spacing={8}
              icon={
                <ThemeIcon size={22} radius="xl" variant="light">
                  <CheckIcon size={13} />
                </ThemeIcon>
              }
            >
              {highlights.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
            <Group gap="sm" mt={4}>
              <Button component={Link} to="/subscriptionselection/" size="lg" data-testid="cta">
                See the plans
              </Button>
              <Button component={Link} to="/signup" size="lg" variant="default">
                Create an account
              </Button>
            </Group>
          </Stack>
          <Stack justify="center">
            <BannerCarousel />
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
