import { describe, expect, it } from 'vitest';
import { ZContactInput } from './schemas';
import { CONTACT_THANK_YOU } from './thank-you';

const message = {
  name: 'Layla Rahman',
  email: 'layla@example.com',
  subject: 'Partnership',
  message: 'We would like to refer students for the September intake.',
};

function errorsOf(input: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of ZContactInput.safeParse(input).error?.issues ?? []) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}

describe('ZContactInput', () => {
  it('accepts a message and trims it', () => {
    expect(ZContactInput.parse({ ...message, name: '  Layla Rahman ' })).toEqual(message);
  });

  it('requires every field, with a message for each', () => {
    const expected = {
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    };
    expect(errorsOf({ name: '', email: '', subject: ' ', message: '' })).toEqual(expected);
    expect(errorsOf({})).toEqual(expected);
  });

  it('needs the email in email format', () => {
    expect(errorsOf({ ...message, email: 'layla.example.com' })).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it('bounds the message at 5000 characters', () => {
    expect(Object.keys(errorsOf({ ...message, message: 'm'.repeat(5001) }))).toEqual(['message']);
  });

  it('thanks the sender', () => {
    expect(CONTACT_THANK_YOU).toBe(
      "Thank You! Your message has been sent successfully. We'll get back to you soon.",
    );
  });
});
