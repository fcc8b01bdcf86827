import { kindLabel } from '@kira/core/document-lifecycle';
import type { SearchResults } from '@kira/core/search';
import { Stack, Text } from '@mantine/core';
import { ContactHitRow, DocumentHitRow, HitGroup, ProductHitRow } from './search-hits.tsx';

/** The results grouped: each document kind, then contacts, then products and services. */
export function SearchResultsView({ results }: { results: SearchResults }) {
  const { words } = results;
  const found = results.documents.length + results.contacts.length + results.products.length > 0;
  if (!found) {
    return (
      <Text role="status" data-testid="search-empty">
        Nothing matches “{results.query}”. Try part of a name, a number or another spelling.
      </Text>
    );
  }
  return (
    <Stack gap="lg" data-testid="search-results">
      {results.documents.map((group) => (
        <HitGroup key={group.kind} heading={`${kindLabel(group.kind)}s`}>
          {group.hits.map((hit) => (
            <DocumentHitRow key={hit.id} hit={hit} words={words} />
          ))}
        </HitGroup>
      ))}
      {results.contacts.length > 0 ? (
        <HitGroup heading="Contacts">
          {results.contacts.map((hit) => (
            <ContactHitRow key={hit.id} hit={hit} words={words} />
          ))}
        </HitGroup>
      ) : null}
      {results.products.length > 0 ? (
        <HitGroup heading="Products and services">
          {results.products.map((hit) => (
            <ProductHitRow key={hit.id} hit={hit} words={words} />
          ))}
        </HitGroup>
      ) : null}
    </Stack>
  );
}
