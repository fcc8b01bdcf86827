import { MSG_READ_ONLY_COMPANY } from '@kira/core/permissions';
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell.tsx';
import { ReadOnlyCompanyNotice } from '../../../components/read-only-company-notice.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { allows } from '../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import type { ImportEntity } from '../import-entity.ts';
import { ImportWizard } from './import-wizard.tsx';

/** An import screen: its title, the way back, and the wizard when the server allows it. */
export function ImportPageFrame<T>({ entity }: { entity: ImportEntity<T> }) {
  const { company, abilities } = useAuthContext();
  const allowed = allows(abilities, entity.ability);

  return (
    <PageShell
      size="lg"
      title={entity.title}
      lead={`Bring your ${entity.plural} in from a spreadsheet: Kira checks every row before anything is saved.`}
      testId={`import-${entity.key}`}
    >
      <Stack gap="lg">
        <Anchor component={Link} to={entity.listPath} size="sm" underline="hover">
          ← {entity.listName}
        </Anchor>
        {allowed ? (
          <ImportWizard entity={entity} />
        ) : company?.isReadOnly ? (
          <ReadOnlyCompanyNotice message={MSG_READ_ONLY_COMPANY} />
        ) : (
          <StatusAlert kind="error">
            Your access level in this company does not let you import {entity.plural}.
          </StatusAlert>
        )}
      </Stack>
    </PageShell>
  );
}
