import { createCompanySchema } from '@kira/core/company-settings';
import { EXAMPLE_UENS, uenWarningOf } from '@kira/core/uen';
import { Button, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FieldWarning } from '../../../components/field-warning.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText, fieldErrorsOf } from '../../../lib/api/api-error.ts';
import { useCompanyChanged } from '../../../lib/auth/use-company-changed.ts';
import { issueErrors } from '../../../lib/forms/issue-errors.ts';
import { createCompany } from '../api/create-company.ts';

const MSG_CREATE_FAILED = 'Could not create the company';

/** Start a company: legal name, UEN, GST registration. It becomes the active company. */
export function CreateCompanyForm() {
  const navigate = useNavigate();
  const companyChanged = useCompanyChanged();
  const [legalName, setLegalName] = useState('');
  const [uen, setUen] = useState('');
  const [gstRegistered, setGstRegistered] = useState(false);
  const [gstNumber, setGstNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const uenWarning = uenWarningOf(uen);

  function clearError(name: string) {
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = createCompanySchema.safeParse({
      legalName,
      uen,
      gstRegistered,
      gstNumber: gstRegistered ? gstNumber : '',
    });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues));
      return;
    }
    setPending(true);
    try {
      await createCompany(parsed.data);
      await companyChanged();
      await navigate('/dashboard');
    } catch (error) {
      console.error('Creating the company failed', error);
      setErrors(fieldErrorsOf(error));
      setFailure(errorText(error, MSG_CREATE_FAILED));
      setPending(false);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form onSubmit={handleSubmit} noValidate data-testid="create-company-form">
        <Stack gap="md">
          {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
          <TextInput
            label="Legal name"
            description="As registered with ACRA, e.g. Tan Trading Pte. Ltd."
            autoComplete="organization"
            required
            maxLength={120}
            value={legalName}
            error={errors.legalName}
            onChange={(event) => {
              setLegalName(event.currentTarget.value);
              clearError('legalName');
            }}
          />
          <TextInput
            label="UEN"
            description={
              <>
                Your Unique Entity Number, e.g. {EXAMPLE_UENS.localCompany} or{' '}
                {EXAMPLE_UENS.business}.
                {uenWarning ? <FieldWarning>{uenWarning}</FieldWarning> : null}
              </>
            }
            required
            maxLength={10}
            autoCapitalize="characters"
            spellCheck={false}
            value={uen}
            error={errors.uen}
            onChange={(event) => {
              setUen(event.currentTarget.value);
              clearError('uen');
            }}
          />
          <Switch
            label="GST-registered"
            description="Turn on if the company is registered for GST with IRAS."
            checked={gstRegistered}
            onChange={(event) => {
              setGstRegistered(event.currentTarget.checked);
              clearError('gstNumber');
            }}
          />
          {gstRegistered ? (
            <TextInput
              label="GST registration number"
              description="Usually your UEN, or an IRAS number such as M2-1234567-8."
              required
              maxLength={20}
              spellCheck={false}
              value={gstNumber}
              error={errors.gstNumber}
              onChange={(event) => {
                setGstNumber(event.currentTarget.value);
                clearError('gstNumber');
              }}
            />
          ) : null}
          <Button type="submit" loading={pending} mt="xs">
            Create company
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
