// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@uniguide/ui';

import type { FakeHandler } from '@uniguide/client/testing';
import { CONTACT_THANK_YOU } from '@uniguide/domain';

import { ApiError, fakeApi, renderPage } from '../../catalogue/test-harness';
import { ContactForm } from './contact-form';

/** What `contact.send` answers: the stored message's id and the thank-you text. */
const sent = () => ({ id: 1, message: CONTACT_THANK_YOU });

function setup(send: FakeHandler<'contact.send'>) {
  const api = fakeApi({ 'auth.me': () => null, 'contact.send': send });
  renderPage(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
  return api;
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('shows a message at every empty field and sends nothing', async () => {
    const api = setup(sent);
    fireEvent.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(api.callsTo('contact.send')).toHaveLength(0);
  });

  it('checks the e-mail format', async () => {
    setup(sent);
    await screen.findByRole('button', { name: 'Send Message' });
    fill({ Name: 'Amal', Email: 'not-an-email', Subject: 'Hello', Message: 'Question' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
  });

  it('sends the message and thanks the visitor, then offers another', async () => {
    const api = setup(sent);
    await screen.findByRole('button', { name: 'Send Message' });
    fill({
      Name: 'Amal',
      Email: 'amal@example.com',
      Subject: 'Partnership',
      Message: 'Tell me more',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(
      screen.getByText("Your message has been sent successfully. We'll get back to you soon."),
    ).toBeTruthy();
    expect(api.callsTo('contact.send')[0]?.input).toEqual({
      name: 'Amal',
      email: 'amal@example.com',
      subject: 'Partnership',
      message: 'Tell me more',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).value).toBe('');
  });

  it('keeps the form and toasts the server message when sending fails', async () => {
    setup(() => {
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many messages. Please try again later.');
    });
    await screen.findByRole('button', { name: 'Send Message' });
    fill({ Name: 'Amal', Email: 'amal@example.com', Subject: 'Hi', Message: 'Hello' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages. Please try again later.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Amal'),
    );
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).toBeNull();
  });
});
