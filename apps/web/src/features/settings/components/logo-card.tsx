import type { CompanySettings } from '@kira/core/companies-api';
import { Box, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { ApiError, errorText } from '../../../lib/api/api-error.ts';
import { allows } from '../../../lib/auth/abilities.ts';
import { companyLogoUrl } from '../api/company-logo-url.ts';
import { useRemoveCompanyLogo } from '../api/remove-company-logo.ts';
import { useUploadCompanyLogo } from '../api/upload-company-logo.ts';

const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

function uploadErrorText(error: unknown): string {
  // The server's 413 speaks of "the request body"; say what it means for a logo.
  if (error instanceof ApiError && error.status === 413) {
    return 'This image is too large: choose a PNG, JPEG or WebP file of at most 1 MB.';
  }
  return errorText(error, 'Could not upload the logo');
}

/** The logo printed on documents: a preview, upload (sent as soon as it is picked), remove. */
export function LogoCard({ settings }: { settings: CompanySettings }) {
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const canWrite = allows(settings.abilities, 'company.update');
  const busy = upload.isPending || remove.isPending;

  function handleFile(file: File | null) {
    if (!file) return;
    setOutcome(null);
    upload.mutate(file, {
      onSuccess: () => setOutcome({ kind: 'success', message: 'The new logo is saved.' }),
      onError: (error) => setOutcome({ kind: 'error', message: uploadErrorText(error) }),
    });
  }

  function handleRemove() {
    setOutcome(null);
    remove.mutate(undefined, {
      onSuccess: () => setOutcome({ kind: 'success', message: 'The logo is removed.' }),
      onError: (error) =>
        setOutcome({ kind: 'error', message: errorText(error, 'Could not remove the logo') }),
    });
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="logo-card">
      <Stack gap="md">
        <Title order={3} size="h4">
          Logo
        </Title>
        <Group gap="lg" align="center" wrap="wrap">
          <Box
            w={200}
            h={100}
            p="xs"
            bg="gray.0"
            display="flex"
            style={{
              alignItems: 'center',
              justifyContent: 'center',
              border: '1px dashed var(--mantine-color-gray-4)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            {settings.hasLogo ? (
              <img
                src={companyLogoUrl(settings.logoUpdatedAt)}
                alt={`Logo of ${settings.legalName}`}
                style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
              />
            ) : (
              <Text size="sm" c="dimmed">
                No logo yet
              </Text>
            )}
          </Box>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              PNG, JPEG or WebP, at most 1 MB. A wide logo on a transparent background prints best.
            </Text>
            {canWrite ? (
              <Group gap="sm">
                <FileButton onChange={handleFile} accept={ACCEPTED_TYPES} disabled={busy}>
                  {(props) => (
                    <Button {...props} loading={upload.isPending} disabled={remove.isPending}>
                      {settings.hasLogo ? 'Replace logo' : 'Upload a logo'}
                    </Button>
                  )}
                </FileButton>
                {settings.hasLogo ? (
                  <Button
                    variant="default"
                    onClick={handleRemove}
                    loading={remove.isPending}
                    disabled={upload.isPending}
                  >
                    Remove logo
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Stack>
        </Group>
        {outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null}
      </Stack>
    </Paper>
  );
}
