import { SettingsSection } from '../../../components/settings-section.tsx';
import { CompanySettingsLoader } from '../components/company-settings-loader.tsx';
import { DocumentsForm } from '../components/documents-form.tsx';

/** /settings/documents: invoice terms and footer, fiscal year, time zone. */
export function DocumentsSettingsPage() {
  return (
    <SettingsSection
      title="Documents"
      lead="What every invoice says beyond its lines, and the calendar your reports follow."
      testId="settings-documents"
    >
      <CompanySettingsLoader>
        {(settings) => <DocumentsForm key={settings.tenantId} settings={settings} />}
      </CompanySettingsLoader>
    </SettingsSection>
  );
}
