import { router } from '../../trpc';
import { acceptAdminInvitation, adminInvitation, verifyEmail } from './accounts';
import { acceptInvitation, invitation } from './invite';
import { login } from './login';
import { logout } from './logout';
import { me } from './me';
import { forgotPassword, resetPassword } from './password-reset';
import { register } from './register';
import { signUpTerms } from './sign-up-terms';

export const authRouter = router({
  register,
  login,
  logout,
  me,
  invitation,
  acceptInvitation,
  verifyEmail,
  adminInvitation,
  acceptAdminInvitation,
  forgotPassword,
  resetPassword,
  signUpTerms,
});
