import type { ActiveCompany } from '@kira/core/companies-api';
import type { CreateCompany } from '@kira/core/company-settings';
import { answerOf, api } from '../../../lib/api/client.ts';

/** `POST /api/companies`: starts a company with you as its Founder; it becomes active. */
export function createCompany(body: CreateCompany): Promise<ActiveCompany> {
  return answerOf(api.POST('/api/companies', { body }), 'Could not create the company');
}
