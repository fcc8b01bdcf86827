import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { KiraLogo } from '../../components/kira-logo.tsx';
import classes from './site-footer.module.css';

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="hover" className={classes.link}>
      {children}
    </Anchor>
  );
}

function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" underline="hover" className={classes.link}>
      {children}
    </Anchor>
  );
}

/**
 * The footer of the screens of work: every item of the public footer (site-footer.tsx) in a
 * line or two, so a screen of work does not end in a tall band. It repeats the public footer's
 * items rather than sharing them, so the landing page carries none of this code.
 */
export function CompactFooter() {
  // The year from the visitor's clock, as the public footer has it.
  const [year, setYear] = useState('');
  useEffect(() => setYear(`${new Date().getFullYear()} `), []);
  return (
    <Box component="footer" className={classes.footer} px={{ base: 'md', sm: 'lg' }} py="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="md" style={{ rowGap: 4 }}>
          <Anchor
            component={Link}
            to="/"
            aria-label="Kira home"
            underline="never"
            className={classes.logoLink}
          >
            <KiraLogo height={20} color="#ffffff" />
          </Anchor>
          <FooterLink to="/about">About Us</FooterLink>
          <FooterLink to="/team">Meet the Team</FooterLink>
          <FooterLink to="/jobs">Jobs</FooterLink>
          <FooterLink to="/contact">Contact Us</FooterLink>
          <FooterLink to="/faq">FAQ</FooterLink>
          <Anchor href="mailto:feedback@kira.sg" underline="hover" className={classes.link}>
            Feedback
          </Anchor>
          <LegalLink href="/legal/terms-and-conditions.pdf">Terms and Conditions</LegalLink>
          <LegalLink href="/legal/privacy-statement.pdf">Privacy Statement</LegalLink>
        </Group>
        <Group gap="md">
          <Text size="xs" c="ink.2">
            {`© ${year}Kira Pte. Ltd. All rights reserved.`}
          </Text>
          {/* Not back-to-top-button.tsx: importing it here split the landing page's bundle. */}
          <Button
            variant="outline"
            color="saffron.3"
            size="xs"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            Back to Top
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
