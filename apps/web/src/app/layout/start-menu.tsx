import { MSG_LOGGING_OUT } from '@kira/core/constants';
import { Button, Menu, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAuthContext } from '../../features/auth/auth-context.tsx';
import { nameOf } from '../../features/auth/me-to-auth.ts';
import { isPlatformTenant } from '../../features/auth/platform-tenant.ts';
import { useLogout } from '../../features/auth/use-logout.ts';
import { startMenuLinks } from './start-menu-links.ts';

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

/** The signed-in user's menu: who they are (to /myinfo), where to go, and Logout. */
export function StartMenu() {
  const { user, customClaims, company } = useAuthContext();
  const { logout, pending, error } = useLogout();
  if (!user) return null;
  const links = startMenuLinks(isPlatformTenant(customClaims, company));

  return (
    <Menu
      position="bottom-end"
      width={260}
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
      <Menu.Dropdown>
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
