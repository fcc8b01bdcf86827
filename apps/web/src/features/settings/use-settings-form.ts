import type { CompanySettings } from '@kira/core/companies-api';
import { type FormEvent, useState } from 'react';
import { errorText, fieldErrorsOf } from '../../lib/api/api-error.ts';
import { allows } from '../../lib/auth/abilities.ts';
import { useUpdateCompanySettings } from './api/update-company-settings.ts';
import {
  changedSettings,
  draftErrors,
  draftOf,
  type SettingsDraft,
  type SettingsField,
} from './settings-draft.ts';

export type FormOutcome = { kind: 'success' | 'error'; message: string } | null;

export const MSG_SETTINGS_SAVED = 'Your changes are saved.';
export const MSG_NOTHING_CHANGED = 'Nothing has changed since the last save.';
export const MSG_FIX_FIELDS = 'Some fields need your attention: see the messages beside them.';
const MSG_SAVE_FAILED = 'Could not save the company settings';

/**
 * One settings form (profile, tax, payments, documents): a draft of its fields, checked with the
 * shared schema before it is sent, only the changed fields sent, and the server's answer (or its
 * field messages) shown. `canWrite` is the server's `company.update` ability.
 */
export function useSettingsForm<Field extends SettingsField>(
  settings: CompanySettings,
  fields: readonly Field[],
  options: { onSaved?: (saved: CompanySettings) => void } = {},
) {
  const [values, setValues] = useState<SettingsDraft<Field>>(() => draftOf(settings, fields));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const mutation = useUpdateCompanySettings();
  const canWrite = allows(settings.abilities, 'company.update');

  function set<Name extends Field>(name: Name, value: SettingsDraft<Field>[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
    setOutcome(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canWrite) return;
    const problems = draftErrors(settings, values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setOutcome({ kind: 'error', message: MSG_FIX_FIELDS });
      return;
    }
    const change = changedSettings(settings, values);
    if (Object.keys(change).length === 0) {
      setOutcome({ kind: 'success', message: MSG_NOTHING_CHANGED });
      return;
    }
    setOutcome(null);
    try {
      const saved = await mutation.mutateAsync(change);
      setValues(draftOf(saved, fields));
      setErrors({});
      setOutcome({ kind: 'success', message: MSG_SETTINGS_SAVED });
      options.onSaved?.(saved);
    } catch (error) {
      console.error('Saving the company settings failed', error);
      setErrors(fieldErrorsOf(error));
      setOutcome({ kind: 'error', message: errorText(error, MSG_SAVE_FAILED) });
    }
  }

  /** The props every input of the form takes: its error, and disabled without write access. */
  function fieldProps(name: Field) {
    return { error: errors[name], disabled: !canWrite, name };
  }

  return {
    /** The props of `SettingsFormFrame` that come from the form's state. */
    frame: {
      canWrite,
      companyReadOnly: settings.isReadOnly,
      pending: mutation.isPending,
      outcome,
      onSubmit: handleSubmit,
    },
    values,
    set,
    errors,
    outcome,
    pending: mutation.isPending,
    canWrite,
    companyReadOnly: settings.isReadOnly,
    handleSubmit,
    fieldProps,
  };
}
