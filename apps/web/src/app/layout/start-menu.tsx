import { MSG_LOGGING_OUT } from '@kira/core/constants';
import { Button, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { isPlatformTenant } from '../../features/auth/platform-tenant.ts';
import { useLogout } from '../../features/auth/use-logout.ts';
import { CompanySwitcher } from '../../features/companies/components/company-switcher.tsx';
import { useSwitchCompany } from '../../features/companies/use-switch-company.ts';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';
import { nameOf } from '../../lib/auth/me-to-auth.ts';
import { companyMenuLinks, startMenuLinks } from './start-menu-links.ts';

function ChevronDownIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d="m2.5 4.5 3.5 3.5 3.5-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The signed-in user's menu: who they are (to /myinfo), where to go, the active company's
 * screens they may open, switching and creating companies, and Logout.
 */
export function StartMenu() {
  const { user, customClaims, company, abilities } = useAuthContext();
  const { logout, pending, error } = useLogout();
  const [opened, setOpened] = useState(false);
  const switching = useSwitchCompany({ onSwitched: () => setOpened(false) });
  if (!user) return null;
  const links = startMenuLinks(isPlatformTenant(customClaims, company));
  const companyLinks = companyMenuLinks(abilities);

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={280}
      shadow="md"
      withinPortal
      // Mantine's focus placeholder is a focusable presentation element, which a menu may not
      // hold (axe: aria-required-children); the first item takes the focus instead.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button data-testid="start-menu" variant="light" rightSection={<ChevronDownIcon />}>
          Start
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah="calc(100dvh - 96px)" style={{ overflowY: 'auto' }}>
        <Menu.Item component={Link} to="/myinfo" fw={600}>
          {nameOf(user)}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/myinfo"
          fz="xs"
          c="dimmed"
          style={{ overflowWrap: 'anywhere' }}
        >
          {user.email}
        </Menu.Item>
        <Menu.Divider />
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        {companyLinks.length > 0 ? (
          <>
            <Menu.Divider />
            {companyLinks.map((link) => (
              <Menu.Item key={link.to} component={Link} to={link.to}>
                {link.label}
              </Menu.Item>
            ))}
          </>
        ) : null}
        <Menu.Divider />
        <CompanySwitcher
          activeTenantId={customClaims?.tenantId}
          onSwitch={(tenantId) => void switching.switchTo(tenantId)}
          pendingId={switching.pendingId}
          error={switching.error}
        />
        <Menu.Divider />
        <Menu.Item
          data-testid="logout"
          color="red.9"
          closeMenuOnClick={false}
          disabled={pending}
          onClick={() => void logout()}
        >
          {pending ? MSG_LOGGING_OUT : 'Logout'}
        </Menu.Item>
        {error ? (
          <Menu.Label>
            <Text span size="sm" c="red.9" fw={500}>
              {error}
            </Text>
          </Menu.Label>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
