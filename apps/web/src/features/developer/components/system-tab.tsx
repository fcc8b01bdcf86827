import { formatDisplayDateTime } from '@kira/core/format/dates';
import { Table } from '@mantine/core';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useSystemStatus } from '../api/developer-queries.ts';
import { formatBytes } from '../format-bytes.ts';
import { formatUptime } from '../format-uptime.ts';

/** The server as it runs: version, database, uptime, migrations, data directory, outbox. */
export function SystemTab() {
  const query = useSystemStatus();
  const status = query.data;
  if (!status)
    return <QueryStatus query={query} failureText="Could not load the system's status" />;
  const { outbox } = status;
  const rows: [string, string][] = [
    ['Version', status.version],
    ['Database', status.database === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL server'],
    ['Up for', formatUptime(status.uptimeSeconds)],
    [
      'Migrations',
      `${status.migrations.applied} applied${status.migrations.latest ? `, the latest made ${formatDisplayDateTime(status.migrations.latest)}` : ''}`,
    ],
    [
      'Data directory',
      status.dataDirBytes === null ? 'cannot be read' : formatBytes(status.dataDirBytes),
    ],
    [
      'Outbox',
      `${outbox.queued + outbox.sending} waiting, ${outbox.failed} given up, ${outbox.sent} delivered, ${outbox.stored} kept without SMTP`,
    ],
  ];
  return (
    <Table maw={720} withTableBorder>
      <Table.Tbody>
        {rows.map(([what, value]) => (
          <Table.Tr key={what}>
            <Table.Th scope="row" w={180}>
              {what}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
