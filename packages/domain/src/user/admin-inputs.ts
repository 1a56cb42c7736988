import { z } from 'zod';
import { ZId } from '../ids';
import { ZListWindow, ZSearchText, optionalFilter } from '../pagination';
import { ROLES } from './public-user';

/** The admin's user list, by search text. */
export const ZUserListInput = ZListWindow.extend({ search: optionalFilter(ZSearchText) });

export const ZSetUserActiveInput = z.object({
  id: ZId,
  active: z.boolean({ message: 'active must be true or false' }),
});

export const ZSetUserRoleInput = z.object({
  id: ZId,
  role: z.enum(ROLES, { message: 'Role must be agent or admin' }),
});
