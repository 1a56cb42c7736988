import { zodResolverInPageLanguage } from '@uniguide/client';
import { ZRegisterInput } from '@uniguide/domain';

/** The sign-up rules; imported on demand by the form, so zod is not part of /auth's first paint. */
export const registerResolver = zodResolverInPageLanguage(ZRegisterInput);
