import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

// The drawer's code (modal, overlay, scroll lock) is fetched when it is first opened: most
// screens are never shown on a phone, and the editor's bundle stays within its budget.
const WorkspaceDrawer = lazy(() =>
  import('./workspace-drawer.tsx').then((module) => ({ default: module.WorkspaceDrawer })),
);

/** On a phone, the header's burger: the side navigation in a drawer, closed by a link. */
export function WorkspaceMenuButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setWanted(true);
          open();
        }}
        size="sm"
        aria-label="Open navigation"
        aria-expanded={opened}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <WorkspaceDrawer opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
