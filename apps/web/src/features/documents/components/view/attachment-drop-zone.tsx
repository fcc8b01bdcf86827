import { Box, Button, FileButton, Group, Text } from '@mantine/core';
import { type DragEvent, useRef, useState } from 'react';

const ACCEPTED_TYPES = 'application/pdf,image/png,image/jpeg,image/webp';

interface AttachmentDropZoneProps {
  uploading: boolean;
  onFiles: (files: File[]) => void;
}

/** Where files are dropped to attach them, with a button to pick them instead. */
export function AttachmentDropZone({ uploading, onFiles }: AttachmentDropZoneProps) {
  const [over, setOver] = useState(false);
  const resetRef = useRef<() => void>(null);

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0 && !uploading) onFiles(files);
  }

  return (
    <Box
      p="md"
      data-testid="attachment-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
      bg={over ? 'blue.0' : undefined}
      style={{
        border: `1px dashed var(--mantine-color-${over ? 'blue-6' : 'gray-5'})`,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Group gap="sm" justify="center">
        <Text size="sm" c="dimmed" ta="center">
          Drop a PDF, PNG, JPEG or WebP file of at most 5 MB here, or
        </Text>
        <FileButton
          onChange={(files) => {
            resetRef.current?.();
            if (files.length > 0) onFiles(files);
          }}
          accept={ACCEPTED_TYPES}
          multiple
          resetRef={resetRef}
          disabled={uploading}
        >
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={uploading}>
              Attach files
            </Button>
          )}
        </FileButton>
      </Group>
    </Box>
  );
}
