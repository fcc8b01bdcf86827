import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useSearchResults } from '../api/search-company.ts';
import { SearchResultsView } from '../components/search-results-view.tsx';

/** /search?q=...: the company's documents, contacts and products matching the query. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const results = useSearchResults(query);
  return (
    <PageShell
      size="lg"
      title="Search"
      lead={query ? `Results for “${query}”` : undefined}
      testId="search-page"
    >
      {query === '' ? (
        <Text>
          Type at least 4 characters in the search box: a number, part of a name, a line’s
          description, notes or a reference.
        </Text>
      ) : (
        <QueryStatus query={results} failureText="Could not search" />
      )}
      {results.data ? <SearchResultsView results={results.data} /> : null}
    </PageShell>
  );
}
