import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/page-shell.tsx';

/** /search?q=...: document search results. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  return (
    <PageShell size="lg" title="Search">
      {query ? (
        <Text mb="md">
          You searched for <strong>{query}</strong>.
        </Text>
      ) : null}
      <ComingSoon title="Search arrives in a later release">
        It will find documents by number, contact, line description, notes or reference, as well as
        contacts and products.
      </ComingSoon>
    </PageShell>
  );
}
