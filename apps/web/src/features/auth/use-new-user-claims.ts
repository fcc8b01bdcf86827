import { DEFAULT_TENANT } from '@kira/core/constants';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../lib/api/api-error.ts';
import { listCompanies } from '../../lib/api/companies/list-companies.ts';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';
import { setClaims } from './api/set-claims.ts';
import { needsNewUserClaims, newUserClaims } from './new-user-claims.ts';

export type NewUserClaimsStatus =
  | { kind: 'waiting' }
  | { kind: 'applying' }
  | { kind: 'applied' }
  | { kind: 'skipped' }
  | { kind: 'failed'; message: string };

/**
 * /loggingin's setup step (seed section 4): once the claims are known, a user in the demo
 * company who belongs to no company gets the new-user claims through `POST /api/claims`, then
 * the claims are reloaded. A member of any company is left as they are. Runs once.
 */
export function useNewUserClaims(): NewUserClaimsStatus {
  const { user, customClaims, refresh } = useAuthContext();
  const [status, setStatus] = useState<NewUserClaimsStatus>({ kind: 'waiting' });
  const started = useRef(false);
  const uid = user?.uid;
  const tenantId = customClaims?.tenantId;

  useEffect(() => {
    if (started.current || !uid || tenantId === undefined) return;
    started.current = true;
    if (tenantId !== DEFAULT_TENANT) {
      setStatus({ kind: 'skipped' });
      return;
    }
    setStatus({ kind: 'applying' });
    listCompanies()
      .then(async (companies) => {
        const memberOf = companies.map((company) => company.tenantId);
        if (!needsNewUserClaims(tenantId, memberOf)) return setStatus({ kind: 'skipped' });
        await setClaims(newUserClaims(uid));
        await refresh();
        setStatus({ kind: 'applied' });
      })
      .catch((error: unknown) => {
        console.error('Could not apply the new-user claims', error);
        setStatus({ kind: 'failed', message: errorText(error, 'Could not set up your access') });
      });
  }, [uid, tenantId, refresh]);

  return status;
}
