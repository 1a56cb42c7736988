import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginInput } from '@uniguide/domain';

/** The sign-in form's rules; imported on demand by `useSignInForm`, so zod is not part of the first page. */
export const signInResolver = zodResolver(ZLoginInput);
