import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './join-us-section.module.css';

/** Join Us: the closing call to sign up. */
export function JoinUsSection() {
  return (
    <Box component="section" aria-labelledby="join-us-title" className={classes.band}>
      <Container size="lg" py={{ base: 56, md: 80 }}>
        <Stack gap="md" align="center" ta="center" maw={680} mx="auto">
          <Title order={2} id="join-us-title" c="white">
            Join Us
          </Title>
          <Text size="lg" c="lagoon.0">
            Your own company tries Business free for 30 days, then stays on Free unless you choose a
            plan. Invite your colleagues when you are ready: they are included in the price. Your
            first invoice takes a few minutes.
          </Text>
          <Group gap="sm" justify="center" mt="xs">
            <Button component={Link} to="/signup" size="lg" variant="white" color="lagoon.8">
              Create your account
            </Button>
            <Button
              component={Link}
              to="/subscriptionselection/"
              size="lg"
              variant="outline"
              color="white"
              className={classes.outline}
            >
              See the plans
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
