import { SettingsSection } from '../../../components/settings-section.tsx';
import { allows } from '../../../lib/auth/abilities.ts';
import { CompanySettingsLoader } from '../components/company-settings-loader.tsx';
import { MoneyAccountsCard } from '../components/money-accounts-card.tsx';
import { PaymentsForm } from '../components/payments-form.tsx';

/** /settings/payments: payment terms, bank details and PayNow, and the bank and cash accounts. */
export function PaymentsSettingsPage() {
  return (
    <SettingsSection
      title="Payments"
      lead="Printed on invoices and statements so customers know when and how to pay."
      testId="settings-payments"
    >
      <CompanySettingsLoader>
        {(settings) => (
          <>
            <PaymentsForm key={settings.tenantId} settings={settings} />
            <MoneyAccountsCard canWrite={allows(settings.abilities, 'company.update')} />
          </>
        )}
      </CompanySettingsLoader>
    </SettingsSection>
  );
}
