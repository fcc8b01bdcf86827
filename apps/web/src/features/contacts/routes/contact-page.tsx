import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/page-shell.tsx';

/** /contactpage (a new contact) and /contactpage/:id (one contact). */
export function ContactPage() {
  const { id } = useParams();
  return (
    <PageShell title={id ? 'Contact' : 'Add a Contact'}>
      {id ? (
        <Text mb="md">
          Contact <strong>{id}</strong>
        </Text>
      ) : null}
      <ComingSoon title="Contacts arrive in a later release">
        Here you will keep a customer's or supplier's name, UEN, addresses, people and payment
        terms, and see every document you have exchanged with them.
      </ComingSoon>
    </PageShell>
  );
}
