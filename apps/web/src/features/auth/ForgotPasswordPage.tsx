import { ForgotPasswordForm } from './ForgotPasswordForm';

/** /new-password: request a password reset link. */
export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
