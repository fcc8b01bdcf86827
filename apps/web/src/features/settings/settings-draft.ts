import type { CompanySettings } from '@kira/core/companies-api';
import {
  type CompanySettingsInput,
  companySettingsFields,
  companySettingsSchema,
} from '@kira/core/company-settings';
import { issueErrors } from '../../lib/forms/issue-errors.ts';

/** A field of the company settings a person edits (legalName, uen, phone, ...). */
export type SettingsField = keyof CompanySettingsInput;

/** The values one settings form edits, as the user typed them. */
export type SettingsDraft<Field extends SettingsField> = Pick<CompanySettingsInput, Field>;

const EDITABLE = Object.keys(companySettingsFields.shape) as SettingsField[];

/** The editable fields of the settings as the server sent them. */
export function editableSettings(settings: CompanySettings): CompanySettingsInput {
  return Object.fromEntries(EDITABLE.map((name) => [name, settings[name]])) as CompanySettingsInput;
}

/** The values of `fields` as the server sent them: where a form starts. */
export function draftOf<Field extends SettingsField>(
  settings: CompanySettings,
  fields: readonly Field[],
): SettingsDraft<Field> {
  return Object.fromEntries(
    fields.map((name) => [name, settings[name]]),
  ) as unknown as SettingsDraft<Field>;
}

/** What the draft changes, field by field: the body of `PATCH /api/settings/company`. */
export function changedSettings<Field extends SettingsField>(
  settings: CompanySettings,
  draft: SettingsDraft<Field>,
): Partial<SettingsDraft<Field>> {
  const changed: Partial<SettingsDraft<Field>> = {};
  for (const name of Object.keys(draft) as Field[]) {
    if (!Object.is(draft[name], settings[name])) changed[name] = draft[name];
  }
  return changed;
}

/**
 * The messages for the draft's fields, checked as the server will: merged into the current
 * settings, with the shared schema and the rules between fields. Problems of fields this form
 * does not show are left for the server to report.
 */
export function draftErrors<Field extends SettingsField>(
  settings: CompanySettings,
  draft: SettingsDraft<Field>,
): Partial<Record<Field, string>> {
  const parsed = companySettingsSchema.safeParse({ ...editableSettings(settings), ...draft });
  if (parsed.success) return {};
  const all = issueErrors(parsed.error.issues);
  const errors: Partial<Record<Field, string>> = {};
  for (const name of Object.keys(draft) as Field[]) {
    const message = all[name];
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}
