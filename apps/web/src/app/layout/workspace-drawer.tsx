import { Drawer } from '@mantine/core';
import { WorkspaceNav } from './workspace-nav.tsx';

/** The side navigation in a drawer, on a phone; a link followed closes it. */
export function WorkspaceDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Workspace" size={280}>
      <WorkspaceNav groupsOpen onNavigate={onClose} />
    </Drawer>
  );
}
