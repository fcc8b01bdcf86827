import { SettingsSection } from '../../../components/settings-section.tsx';
import { CompanySettingsLoader } from '../components/company-settings-loader.tsx';
import { LogoCard } from '../components/logo-card.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/** /settings/company: the business details and logo documents carry. */
export function CompanyProfilePage() {
  return (
    <SettingsSection
      title="Company profile"
      lead="Your business details as customers see them on quotations, invoices and receipts."
      testId="settings-company"
    >
      <CompanySettingsLoader>
        {(settings) => (
          <>
            <ProfileForm key={settings.tenantId} settings={settings} />
            <LogoCard settings={settings} />
          </>
        )}
      </CompanySettingsLoader>
    </SettingsSection>
  );
}
