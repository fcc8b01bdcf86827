import { kindLabel } from '@kira/core/document-lifecycle';
import { Code, Stack, Text } from '@mantine/core';
import { QueryStatus } from '../../../components/query-status.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { allows } from '../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { useDocumentMail } from '../api/document-mail.ts';
import { DocumentMailCard } from '../components/document-mail-card.tsx';

/** /settings/emails: the subject and message each kind of document is e-mailed with. */
export function EmailSettingsPage() {
  const { abilities } = useAuthContext();
  const mail = useDocumentMail();
  const canWrite = allows(abilities, 'company.update');
  return (
    <SettingsSection
      title="E-mails"
      lead="What a document's e-mail says when it is sent from Kira. Whoever sends one can still change it before it goes."
      testId="settings-emails"
    >
      <QueryStatus query={mail} failureText="Could not load the e-mail settings" />
      {mail.data ? (
        <Stack gap="md">
          <Text size="sm">
            {'These words are replaced by the document’s own: '}
            {mail.data.placeholders.map((name, index) => (
              <span key={name}>
                {index > 0 ? ', ' : ''}
                <Code>{`{${name}}`}</Code>
              </span>
            ))}
            .
          </Text>
          {mail.data.items.map((item) => (
            <DocumentMailCard
              key={`${item.kind}-${item.custom}`}
              item={item}
              label={kindLabel(item.kind)}
              canWrite={canWrite}
            />
          ))}
        </Stack>
      ) : null}
    </SettingsSection>
  );
}
