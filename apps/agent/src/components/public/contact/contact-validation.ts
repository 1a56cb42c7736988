import { zodResolverInPageLanguage } from '@uniguide/client';
import { ZContactInput } from '@uniguide/domain';

/** The contact form's rules; imported on demand by the form, so zod is not part of /contact's first paint. */
export const contactResolver = zodResolverInPageLanguage(ZContactInput);
