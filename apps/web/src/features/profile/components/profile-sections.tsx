import { Stack } from '@mantine/core';
import { ChangePasswordForm } from './change-password-form.tsx';
import { EditProfileForm } from './edit-profile-form.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { VerificationPanel } from './verification-panel.tsx';

/** The profile screen's body, on /myinfo and instead of gated screens for unverified users. */
export function ProfileSections() {
  return (
    <Stack gap="xl">
      <VerificationPanel />
      <ProfileDetails />
      <EditProfileForm />
      <ChangePasswordForm />
    </Stack>
  );
}
