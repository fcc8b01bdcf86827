import type { DocumentKind } from '@kira/core/document-lifecycle';
import type { DocumentMailSettings, DocumentMailTemplate } from '@kira/core/document-mail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

const documentMailKey = (tenantId: string | undefined) =>
  ['settings', tenantId, 'document-mail'] as const;

/** `GET /api/settings/document-mail`: each kind's subject and message, the company's or ours. */
export function useDocumentMail() {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: documentMailKey(customClaims?.tenantId),
    queryFn: (): Promise<DocumentMailSettings> =>
      answerOf(api.GET('/api/settings/document-mail'), 'Could not load the e-mail settings'),
  });
}

/** Sets a kind's words (`PUT`), or with null goes back to the default (`DELETE`). */
export function useSaveDocumentMail() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      template,
    }: {
      kind: DocumentKind;
      template: DocumentMailTemplate | null;
    }): Promise<DocumentMailSettings> => {
      const params = { path: { kind } };
      return answerOf(
        template
          ? api.PUT('/api/settings/document-mail/{kind}', { params, body: template })
          : api.DELETE('/api/settings/document-mail/{kind}', { params }),
        'Could not save the e-mail',
      );
    },
    onSuccess: (settings) =>
      queryClient.setQueryData(documentMailKey(customClaims?.tenantId), settings),
  });
}
