import { zodResolver } from '@hookform/resolvers/zod';
import { ZContactInput } from '@uniguide/domain';

/** The contact form's rules; imported on demand by the form, so zod is not part of /contact's first paint. */
export const contactResolver = zodResolver(ZContactInput);
