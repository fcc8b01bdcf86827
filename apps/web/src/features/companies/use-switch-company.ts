import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../lib/api/api-error.ts';
import { useCompanyChanged } from '../../lib/auth/use-company-changed.ts';
import { switchCompany } from './api/switch-company.ts';

/**
 * Switching the active company from the Start menu: the server switches, the claims are read
 * again, cached answers of the old company dropped, and the new company's dashboard opens.
 */
export function useSwitchCompany(options: { onSwitched?: () => void } = {}) {
  const companyChanged = useCompanyChanged();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function switchTo(tenantId: string) {
    setPendingId(tenantId);
    setError(null);
    try {
      await switchCompany(tenantId);
      await companyChanged();
      options.onSwitched?.();
      await navigate('/dashboard');
    } catch (cause) {
      console.error('Switching company failed', cause);
      setError(errorText(cause, 'Could not switch company'));
    } finally {
      setPendingId(null);
    }
  }

  return { switchTo, pendingId, error };
}
