import { MSG_READ_ONLY_COMPANY } from '@kira/core/permissions';
import { Container, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { ReadOnlyCompanyNotice } from '../../../components/read-only-company-notice.tsx';
import { allows } from '../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import classes from '../components/settings-layout.module.css';
import { settingsLinks } from '../settings-nav.ts';

/** /settings/...: the company's name, a side navigation (a row on a phone), then the screen. */
export function SettingsLayout() {
  const { company, abilities } = useAuthContext();
  const { pathname } = useLocation();
  const links = settingsLinks(abilities);
  const readOnly = company?.isReadOnly === true && !allows(abilities, 'company.update');

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }} w="100%">
      <Stack gap={4} mb="xl">
        <Title order={1}>Settings</Title>
        {company ? (
          <Text size="lg" c="dimmed">
            {company.name}
          </Text>
        ) : null}
      </Stack>
      {readOnly ? (
        <Stack mb="xl">
          <ReadOnlyCompanyNotice message={MSG_READ_ONLY_COMPANY} />
        </Stack>
      ) : null}
      <div className={classes.layout}>
        <nav aria-label="Settings" className={classes.nav}>
          {links.map((link) => {
            const active = pathname === link.to || pathname.startsWith(`${link.to}/`);
            return (
              <NavLink
                key={link.to}
                component={Link}
                to={link.to}
                label={link.label}
                active={active}
                aria-current={active ? 'page' : undefined}
                className={classes.link}
                variant="light"
              />
            );
          })}
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
