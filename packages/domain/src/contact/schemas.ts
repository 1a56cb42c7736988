import { z } from 'zod';

const required = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max);

export const ZContactInput = z.object({
  name: required('Name is required', 120),
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email')
    .pipe(z.email('Please enter a valid email')),
  subject: required('Subject is required', 200),
  message: required('Message is required', 5000),
});
export type ContactInput = z.infer<typeof ZContactInput>;
