import { ApiError } from '../../../../lib/api/api-error.ts';

/**
 * A new document that was saved but not issued opens again at its own address, which mounts a
 * new editor: the refusal travels in the navigation's state so its messages stay on screen,
 * beside their fields.
 */
interface CarriedFailure {
  message: string;
  status: number;
  code: string | undefined;
  details: { field: string; message: string }[];
}

export function carryFailure(error: unknown): { failure: CarriedFailure } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { message, status, code, details } = error;
  return { failure: { message, status, code, details: [...details] } };
}

export function carriedFailure(state: unknown): ApiError | null {
  const failure = (state as { failure?: CarriedFailure } | null)?.failure;
  if (!failure) return null;
  return new ApiError(failure.message, failure.status, failure.code, {
    details: failure.details,
  });
}
