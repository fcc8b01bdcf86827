import type { ApplyCredit, ContactCredit, ContactPayment, RefundCredit } from '@kira/core/credit';
import type { Document } from '@kira/core/documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthContext } from '../../auth/auth-context.tsx';
import { answerOf, api } from '../client.ts';

/** `GET /api/contacts/{id}/credit`: credit per currency and the applications, newest first. */
export function useContactCredit(contactId: string, enabled = true) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: ['contact-credit', customClaims?.tenantId, contactId],
    queryFn: (): Promise<ContactCredit> =>
      answerOf(
        api.GET('/api/contacts/{id}/credit', { params: { path: { id: contactId } } }),
        'Could not load the credit',
      ),
    enabled,
  });
}

/**
 * Money in moves a contact's balance, its invoices, its credit and the document lists at once:
 * everything shown is read again. Not awaited: the caller's own success (closing its dialog,
 * saying what happened) comes first, since what is read again may unmount the dialog (a paid
 * invoice takes no more payments), and a dialog gone before then would never say it.
 */
function useMoneyMoved() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries();
  };
}

/** `POST /api/contacts/{id}/payments`: one receipt, issued. */
export function useRecordContactPayment(contactId: string) {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (body: ContactPayment): Promise<Document> =>
      answerOf(
        api.POST('/api/contacts/{id}/payments', { params: { path: { id: contactId } }, body }),
        'Could not record the payment',
      ),
    onSuccess: moved,
  });
}

/** `POST /api/contacts/{id}/credit/apply`. */
export function useApplyCredit(contactId: string) {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (body: ApplyCredit) =>
      answerOf(
        api.POST('/api/contacts/{id}/credit/apply', { params: { path: { id: contactId } }, body }),
        'Could not apply the credit',
      ),
    onSuccess: moved,
  });
}

/** `DELETE /api/contacts/{id}/credit/applications/{applicationId}`. */
export function useUndoCreditApplication(contactId: string) {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (applicationId: string) =>
      answerOf(
        api.DELETE('/api/contacts/{id}/credit/applications/{applicationId}', {
          params: { path: { id: contactId, applicationId } },
        }),
        'Could not undo the application',
      ),
    onSuccess: moved,
  });
}

/** `POST /api/contacts/{id}/credit/refund`: a refund, issued. */
export function useRefundCredit(contactId: string) {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (body: RefundCredit): Promise<Document> =>
      answerOf(
        api.POST('/api/contacts/{id}/credit/refund', { params: { path: { id: contactId } }, body }),
        'Could not refund the credit',
      ),
    onSuccess: moved,
  });
}
