import { Text } from '@mantine/core';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { allows } from '../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { ExportCompanyCard } from '../components/export-company-card.tsx';

/** /settings/backup: the whole company as one archive, to keep or to move to another Kira. */
export function BackupSettingsPage() {
  const { abilities } = useAuthContext();
  return (
    <SettingsSection
      title="Back up and move"
      lead="Keep a copy of everything this company has in Kira, or move it to another Kira server."
      testId="settings-backup"
    >
      {allows(abilities, 'company.export') ? (
        <ExportCompanyCard />
      ) : (
        <Text size="sm">
          Exporting the company needs write access to Administrator. Ask one of its administrators.
        </Text>
      )}
    </SettingsSection>
  );
}
