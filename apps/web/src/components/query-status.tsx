import { errorText } from '../lib/api/api-error.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { StatusAlert } from './status-alert.tsx';

interface QueryStatusProps {
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** Said when loading fails without a message of its own, e.g. "Could not load the contact". */
  failureText: string;
}

/** While a query loads, the loading screen; if it fails, why. Nothing once there is data. */
export function QueryStatus({ query, failureText }: QueryStatusProps) {
  if (query.isError) {
    return <StatusAlert kind="error">{errorText(query.error, failureText)}</StatusAlert>;
  }
  return query.isPending ? <LoadingScreen /> : null;
}
