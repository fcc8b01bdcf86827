import { SettingsSection } from '../../../components/settings-section.tsx';
import { CompanySettingsLoader } from '../components/company-settings-loader.tsx';
import { PaymentsForm } from '../components/payments-form.tsx';

/** /settings/payments: payment terms, bank details and PayNow. */
export function PaymentsSettingsPage() {
  return (
    <SettingsSection
      title="Payments"
      lead="Printed on invoices and statements so customers know when and how to pay."
      testId="settings-payments"
    >
      <CompanySettingsLoader>
        {(settings) => <PaymentsForm key={settings.tenantId} settings={settings} />}
      </CompanySettingsLoader>
    </SettingsSection>
  );
}
