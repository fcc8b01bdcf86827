import { Tabs } from '@mantine/core';
import { PageShell } from '../../../components/page-shell.tsx';
import { CompaniesTab } from '../components/companies-tab.tsx';
import { OutboxTab } from '../components/outbox-tab.tsx';
import { SystemTab } from '../components/system-tab.tsx';
import { UsersTab } from '../components/users-tab.tsx';

/** /developer: the platform console, for developers only (the router sends others away). */
export function DeveloperPage() {
  return (
    <PageShell size="xl" title="Developer">
      <Tabs defaultValue="companies" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="companies">Companies</Tabs.Tab>
          <Tabs.Tab value="users">Users</Tabs.Tab>
          <Tabs.Tab value="outbox">Outbox</Tabs.Tab>
          <Tabs.Tab value="system">System</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="companies">
          <CompaniesTab />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="outbox">
          <OutboxTab />
        </Tabs.Panel>
        <Tabs.Panel value="system">
          <SystemTab />
        </Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
