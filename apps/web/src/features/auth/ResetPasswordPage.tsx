import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** /reset-password: with ?token choose a new password, without it ask for a reset link. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />;
}
