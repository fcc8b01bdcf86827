import { Group, Loader, Text } from '@mantine/core';
import { StatusAlert } from '../../../components/status-alert.tsx';
import type { ActiveCompany } from '../../../lib/auth/auth-types.ts';
import type { NewUserClaimsStatus } from '../use-new-user-claims.ts';

interface AccountSetupStatusProps {
  status: NewUserClaimsStatus;
  company: ActiveCompany | null;
}

/** How /loggingin's setup step went: applying the new-user claims, done, skipped or failed. */
export function AccountSetupStatus({ status, company }: AccountSetupStatusProps) {
  const companyName = company?.name ?? 'your company';
  switch (status.kind) {
    case 'waiting':
    case 'applying':
      return (
        <Group gap="sm" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">Setting up your access...</Text>
        </Group>
      );
    case 'applied':
      return (
        <StatusAlert kind="success" title="Your account is ready">
          You can look around {companyName}, our demo company, with read access to finance,
          operations, sales, marketing and company records.
        </StatusAlert>
      );
    case 'skipped':
      return (
        <Text size="sm" role="status">
          You are working in {companyName}.
        </Text>
      );
    case 'failed':
      return (
        <StatusAlert kind="error" title="Your access could not be set up">
          {status.message}
        </StatusAlert>
      );
  }
}
