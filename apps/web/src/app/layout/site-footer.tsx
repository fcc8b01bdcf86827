import {
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { KiraLogo } from '../../components/kira-logo.tsx';
import { BackToTopButton } from './back-to-top-button.tsx';
import classes from './site-footer.module.css';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={8}>
      <Title order={2} size="sm" c="saffron.3" tt="uppercase" lts={0.8}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="hover" className={classes.link}>
      {children}
    </Anchor>
  );
}

/** Served by the API server (apps/server/src/legal), so a plain link that opens the PDF. */
function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" underline="hover" className={classes.link}>
      {children}
    </Anchor>
  );
}

export function SiteFooter() {
  // The year comes from the visitor's clock, once on screen, not from the build's: a page
  // prerendered in December still says the new year in January.
  const [year, setYear] = useState('');
  useEffect(() => setYear(`${new Date().getFullYear()} `), []);
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={48}>
        <Group justify="space-between" align="flex-start" mb={40} gap="lg">
          <Stack gap="sm" maw={360}>
            <Anchor
              component={Link}
              to="/"
              aria-label="Kira home"
              underline="never"
              className={classes.logoLink}
            >
              <KiraLogo height={30} color="#ffffff" />
            </Anchor>
            <Text size="sm" c="ink.2">
              Quotations, invoices, receipts and the books behind them, for small businesses in
              Singapore.
            </Text>
          </Stack>
          <BackToTopButton />
        </Group>

        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xl">
          <FooterColumn title="Company">
            <FooterLink to="/about">About Us</FooterLink>
            <FooterLink to="/team">Meet the Team</FooterLink>
            <FooterLink to="/jobs">Jobs</FooterLink>
          </FooterColumn>
          <FooterColumn title="Help">
            <FooterLink to="/contact">Contact Us</FooterLink>
            <FooterLink to="/faq">FAQ</FooterLink>
          </FooterColumn>
          <FooterColumn title="Legal">
            <LegalLink href="/legal/terms-and-conditions.pdf">Terms and Conditions</LegalLink>
            <LegalLink href="/legal/privacy-statement.pdf">Privacy Statement</LegalLink>
          </FooterColumn>
        </SimpleGrid>

        <Text size="sm" c="ink.1" mt={40}>
          Feedback: we read every message. Tell us what to improve at{' '}
          <Anchor href="mailto:feedback@kira.sg" className={classes.link} inherit>
            feedback@kira.sg
          </Anchor>
          .
        </Text>

        <Divider my="lg" color="ink.7" />
        <Text size="xs" c="ink.2">
          {`© ${year}Kira Pte. Ltd. All rights reserved.`}
        </Text>
      </Container>
    </Box>
  );
}
