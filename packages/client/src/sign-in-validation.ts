import { zodResolverInPageLanguage } from './i18n/form-checks';
import { ZLoginInput } from '@uniguide/domain';

/** The sign-in form's rules; imported on demand by `useSignInForm`, so zod is not part of the first page. */
export const signInResolver = zodResolverInPageLanguage(ZLoginInput);
