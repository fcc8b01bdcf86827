import { ActionIcon, Group } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PHONE_QUERY } from '../../lib/layout/phone-query.ts';
import { CompactFooter } from './compact-footer.tsx';
import classes from './workspace-frame.module.css';
import { WorkspaceNav } from './workspace-nav.tsx';

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
 * A screen of work: the side navigation beside the page on a desktop (collapsible to a strip,
 * remembered on this browser), the page alone on a phone (the header's button opens the
 * navigation there), and the compact footer under both.
 */
export function WorkspaceFrame({ main }: { main: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'kira-workspace-nav-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return (
    <>
      <div className={classes.frame}>
        {phone ? null : (
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
        )}
        {main}
      </div>
      <CompactFooter />
    </>
  );
}
