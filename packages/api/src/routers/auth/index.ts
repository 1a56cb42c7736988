import { router } from '../../trpc';
import { acceptInvitation, invitation } from './invite';
import { login } from './login';
import { logout } from './logout';
import { me } from './me';
import { register } from './register';

export const authRouter = router({ register, login, logout, me, invitation, acceptInvitation });
