import { Button, Group, Modal, Text } from '@mantine/core';

/** Asks before leaving a document with unsaved changes for another page of the app. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Modal opened onClose={onStay} title="Leave without saving?">
      <Text mb="md">This document has changes that are not saved yet.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay}>
          Stay
        </Button>
        <Button color="red" onClick={onLeave}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}
