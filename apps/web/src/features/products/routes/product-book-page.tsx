import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/page-shell.tsx';

export function ProductBookPage() {
  return (
    <PageShell size="lg" title="Product List">
      <ComingSoon title="The product list arrives in a later release">
        It will list the products and services you sell, with their prices, and let you search them.
      </ComingSoon>
    </PageShell>
  );
}
