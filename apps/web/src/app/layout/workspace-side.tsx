import { ActionIcon, Group } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { NAV_COLLAPSED_KEY } from '../../lib/layout/nav-collapsed.ts';
import { usePhone } from '../../lib/layout/server-render.ts';
import { WorkspaceNav } from './workspace-nav.tsx';
import classes from './workspace-side.module.css';

function PanelIcon({ collapsed }: { collapsed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect
        x="1.75"
        y="2.75"
        width="12.5"
        height="10.5"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path d="M6 3v10" stroke="currentColor" strokeWidth="1.5" />
      <path
        d={collapsed ? 'm9 6 2 2-2 2' : 'm11 6-2 2 2 2'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The side navigation beside a screen of work on a desktop, collapsible to a strip (remembered
 * on this browser); nothing on a phone, where the header's button opens it in a drawer.
 */
export function WorkspaceSide() {
  const phone = usePhone();
  const [collapsed, setCollapsed] = useLocalStorage({
    key: NAV_COLLAPSED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  if (phone) return null;
  return (
    <div className={classes.side} data-collapsed={collapsed || undefined}>
      <Group justify="flex-end" mb={4}>
        <ActionIcon
          variant="subtle"
          color="ink.7"
          aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
          onClick={() => setCollapsed(!collapsed)}
        >
          <PanelIcon collapsed={collapsed} />
        </ActionIcon>
      </Group>
      {collapsed ? null : <WorkspaceNav groupsOpen />}
    </div>
  );
}
