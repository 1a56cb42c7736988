import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginInput, ZRegisterInput } from '@uniguide/domain';

/** The sign-in and sign-up rules; imported on demand by their forms, so zod is not part of /auth's first paint. */
export const loginResolver = zodResolver(ZLoginInput);
export const registerResolver = zodResolver(ZRegisterInput);
