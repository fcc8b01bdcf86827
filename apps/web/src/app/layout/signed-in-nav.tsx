import { ActionIcon, Group, Popover } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { useInWorkspace } from '../../lib/layout/in-workspace.ts';
import { usePhone } from '../../lib/layout/server-render.ts';
import { StartMenu } from './start-menu.tsx';
import { WorkspaceMenuButton } from './workspace-menu-button.tsx';

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r="4.75" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="m10.5 10.5 3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** On a phone the search field opens from a button, so the header keeps to one row. */
function CompactSearch() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onDismiss={close}
      position="bottom-end"
      width="calc(100vw - 32px)"
      trapFocus
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Search documents"
          aria-expanded={opened}
          onClick={toggle}
        >
          <SearchIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown pb="xl">
        <SearchBox autoFocus onSearch={close} />
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The navbar for signed-in users (seed section 2): the search box and the Start menu; on a
 * phone's screen of work, first the button that opens the side navigation.
 */
export function SignedInNav() {
  // Read at once (no first render at desktop width), so only one search field ever exists.
  const phone = usePhone();
  const inWorkspace = useInWorkspace();
  return (
    <Group gap="sm" wrap="nowrap">
      {phone && inWorkspace ? <WorkspaceMenuButton /> : null}
      {phone ? <CompactSearch /> : <SearchBox w={280} />}
      <nav aria-label="Main">
        <StartMenu />
      </nav>
    </Group>
  );
}

export { TrialNotice } from '../../features/plans/components/trial-notice.tsx';
// The side navigation and the compact footer, in the one chunk of signed-in parts
// (signed-in-parts.ts).
export { AnnouncementNotices } from './announcement-notices.tsx';
export { CompactFooter } from './compact-footer.tsx';
export { WorkspaceSide } from './workspace-side.tsx';
