import type { NumberingList } from '@kira/core/companies-api';
import type { NumberedKind, NumberingPatch } from '@kira/core/numbering';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { numberingKey } from './get-numbering.ts';

export interface UpdateNumberingInput {
  kind: NumberedKind;
  patch: NumberingPatch;
}

/** `PATCH /api/settings/numbering/{kind}`: answers with the whole list. */
export function updateNumbering({ kind, patch }: UpdateNumberingInput): Promise<NumberingList> {
  return answerOf(
    api.PATCH('/api/settings/numbering/{kind}', { params: { path: { kind } }, body: patch }),
    'Could not save the numbering',
  );
}

export function useUpdateNumbering() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNumbering,
    onSuccess: (list) => queryClient.setQueryData(numberingKey(customClaims?.tenantId), list),
  });
}
