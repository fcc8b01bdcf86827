import { SettingsSection } from '../../../components/settings-section.tsx';
import { CompanySettingsLoader } from '../components/company-settings-loader.tsx';
import { TaxForm } from '../components/tax-form.tsx';

/** /settings/tax: GST registration and rounding. */
export function TaxSettingsPage() {
  return (
    <SettingsSection
      title="Tax"
      lead="GST registration and rounding, used by every quotation, invoice and credit note."
      testId="settings-tax"
    >
      <CompanySettingsLoader>
        {(settings) => <TaxForm key={settings.tenantId} settings={settings} />}
      </CompanySettingsLoader>
    </SettingsSection>
  );
}
