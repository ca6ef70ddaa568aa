/** The dashboard's own page: the email verification notice (the mailed link lands here), the profile, then the password change. */
import { ChangePasswordForm } from './change-password-form';
import { EmailVerification } from './email-verification';
import { ProfileForm } from './profile-form';

export function ProfileSection() {
  return (
    <>
      <EmailVerification />
      <ProfileForm />
      <ChangePasswordForm />
    </>
  );
}
