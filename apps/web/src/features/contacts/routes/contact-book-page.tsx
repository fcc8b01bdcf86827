import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/page-shell.tsx';

export function ContactBookPage() {
  return (
    <PageShell size="lg" title="Contact Book">
      <ComingSoon title="The contact book arrives in a later release">
        It will list your customers and suppliers, with search, and what each one owes you.
      </ComingSoon>
    </PageShell>
  );
}
