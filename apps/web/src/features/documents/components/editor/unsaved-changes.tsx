import { Button, Group, Modal, Text } from '@mantine/core';
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `dirty.current`, leaving the page asks first: another page of the app through a
 * dialog, a reload or a closed tab through the browser's own question. A ref, so the editor
 * can navigate right after saving, before it renders again.
 */
export function UnsavedChanges({ dirty }: { dirty: RefObject<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const unsaved = dirty.current;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
    >
      <Text mb="md">This document has changes that are not saved yet.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}
