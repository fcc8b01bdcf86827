import { Loader, Menu, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCompanies } from '../../../lib/api/companies/list-companies.ts';

interface CompanySwitcherProps {
  /** The active company's tenant id (from the claims). */
  activeTenantId: string | undefined;
  onSwitch: (tenantId: string) => void;
  /** The company being switched to, while the switch is under way. */
  pendingId: string | null;
  error: string | null;
}

/**
 * The Start menu's "Switch company" section: the user's companies with the active one checked,
 * then "Create a company". Rendered inside a Mantine `Menu.Dropdown`.
 */
export function CompanySwitcher({
  activeTenantId,
  onSwitch,
  pendingId,
  error,
}: CompanySwitcherProps) {
  const companies = useCompanies();
  return (
    <>
      <Menu.Label>Switch company</Menu.Label>
      {companies.isPending ? (
        <Menu.Label>
          <Text span size="sm">
            Loading your companies...
          </Text>
        </Menu.Label>
      ) : null}
      {companies.isError ? (
        <Menu.Label>
          <Text span size="sm" c="red.9">
            Could not load your companies.
          </Text>
        </Menu.Label>
      ) : null}
      {companies.data ? (
        <Menu.RadioGroup
          value={activeTenantId ?? null}
          onChange={(tenantId) => {
            if (tenantId !== activeTenantId) onSwitch(tenantId);
          }}
        >
          {companies.data.map((company) => (
            <Menu.RadioItem
              key={company.tenantId}
              value={company.tenantId}
              closeMenuOnClick={false}
              disabled={pendingId !== null}
              data-testid="switch-company"
              rightSection={
                pendingId === company.tenantId ? (
                  <Loader size={12} role="status" aria-label="Switching" />
                ) : company.isReadOnly ? (
                  <Text span size="xs" c="dimmed">
                    demo
                  </Text>
                ) : null
              }
            >
              {company.name}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      ) : null}
      {error ? (
        <Menu.Label>
          <Text span size="sm" c="red.9" fw={500} role="alert">
            {error}
          </Text>
        </Menu.Label>
      ) : null}
      <Menu.Item component={Link} to="/companies/new">
        Create a company
      </Menu.Item>
    </>
  );
}
