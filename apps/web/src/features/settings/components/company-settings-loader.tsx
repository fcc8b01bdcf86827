import type { CompanySettings } from '@kira/core/companies-api';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { useCompanySettings } from '../api/get-company-settings.ts';

interface CompanySettingsLoaderProps {
  /** The screen's forms, given the settings once they are here. */
  children: (settings: CompanySettings) => ReactNode;
}

/** Reads the company settings, showing Loading... or the server's message meanwhile. */
export function CompanySettingsLoader({ children }: CompanySettingsLoaderProps) {
  const query = useCompanySettings();
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    return (
      <StatusAlert kind="error">
        {errorText(query.error, 'Could not load the company settings')}
      </StatusAlert>
    );
  }
  return <>{children(query.data)}</>;
}
