import { Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { WorkspaceNav } from './workspace-nav.tsx';

/** On a phone, the header's burger: the side navigation in a drawer, closed by a link. */
export function WorkspaceMenuButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={open}
        size="sm"
        aria-label="Open navigation"
        aria-expanded={opened}
      />
      <Drawer opened={opened} onClose={close} title="Workspace" size={280}>
        <WorkspaceNav groupsOpen onNavigate={close} />
      </Drawer>
    </>
  );
}
