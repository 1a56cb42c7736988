import { router } from '../../trpc';
import { changePassword } from './change-password';
import { changeEmail, resendVerification } from './email';
import { me } from './me';
import { notificationPreferences, updateNotificationPreferences } from './notification-preferences';
import { setLanguage } from './set-language';
import { updateProfile } from './update-profile';

export const userRouter = router({
  me,
  updateProfile,
  changePassword,
  changeEmail,
  resendVerification,
  notificationPreferences,
  updateNotificationPreferences,
  setLanguage,
});
