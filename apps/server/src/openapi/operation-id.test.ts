import { describe, expect, it } from 'vitest';
import { operationIdOf } from './operation-id.ts';

describe('operationIdOf', () => {
  it('names an operation by its method and path', () => {
    expect(operationIdOf('GET', '/api/contacts')).toBe('getContacts');
    expect(operationIdOf('GET', '/api/contacts/:id')).toBe('getContactsById');
    expect(operationIdOf('POST', '/api/documents/{id}/issue')).toBe('postDocumentsByIdIssue');
    expect(operationIdOf('GET', '/api/contacts/export.csv')).toBe('getContactsExportCsv');
    expect(operationIdOf('PATCH', '/api/settings/numbering/:kind')).toBe(
      'patchSettingsNumberingByKind',
    );
    expect(operationIdOf('POST', '/api/auth/sign-up/email')).toBe('postAuthSignUpEmail');
  });
});
