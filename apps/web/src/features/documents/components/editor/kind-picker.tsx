import { type DocumentKind, documentActions } from '@kira/core/document-lifecycle';
import { DOCUMENT_TYPES } from '@kira/core/option-lists';
import { MSG_READ_ONLY_COMPANY } from '@kira/core/permissions';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { allows } from '../../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../../lib/auth/auth-context.tsx';
import { newDocumentPath } from '../../document-paths.ts';

/** The seed's nine document types, in its order; the last two open their own forms. */
const CHOICES: { label: string; to: string; needs: DocumentKind | 'products' | 'contacts' }[] =
  DOCUMENT_TYPES.map(({ label, value }) => {
    if (value === 'pns') return { label, to: '/pnspage/', needs: 'products' };
    if (value === 'contact') return { label, to: '/contactpage/', needs: 'contacts' };
    return { label, to: newDocumentPath(value), needs: value };
  });

const DEPARTMENT_NAMES: Record<string, string> = {
  sales: 'Sales',
  finance: 'Finance',
  operation: 'Operation',
};

/** What to make: each type the user may create opens its form; the others say why not. */
export function KindPicker() {
  const { abilities, company } = useAuthContext();
  const reasonFor = (needs: (typeof CHOICES)[number]['needs']): string | null => {
    const action =
      needs === 'products'
        ? 'products.write'
        : needs === 'contacts'
          ? 'contacts.write'
          : documentActions(needs).write;
    if (allows(abilities, action)) return null;
    if (company?.isReadOnly) return MSG_READ_ONLY_COMPANY;
    const department = action.split('.')[0] ?? '';
    return needs === 'contacts'
      ? 'Needs write access to Sales, Marketing or Operation.'
      : `Needs write access to ${DEPARTMENT_NAMES[department] ?? 'Operation'}.`;
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="kind-picker">
      {CHOICES.map((choice) => {
        const reason = reasonFor(choice.needs);
        return (
          <Stack key={choice.label} gap={2}>
            {reason ? (
              <Button variant="default" size="md" disabled aria-describedby={`why-${choice.needs}`}>
                {choice.label}
              </Button>
            ) : (
              <Button component={Link} to={choice.to} variant="light" size="md">
                {choice.label}
              </Button>
            )}
            {reason ? (
              <Text size="xs" c="dimmed" id={`why-${choice.needs}`}>
                {reason}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
