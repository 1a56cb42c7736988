// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTextForm } from './text-form';

type Values = { name: string; email: string };

/** Both fields required; the e-mail needs an @; the output trims the name. */
const resolver: Resolver<Values, unknown, Values> = async (
  values,
): Promise<ResolverResult<Values, Values>> => {
  const errors: FieldErrors<Values> = {};
  if (!values.name.trim()) errors.name = { type: 'too_small', message: 'Name is required' };
  if (!values.email.includes('@')) errors.email = { type: 'format', message: 'Invalid email' };
  if (errors.name || errors.email) return { values: {}, errors };
  return { values: { name: values.name.trim(), email: values.email }, errors: {} };
};

function Form({ onValid }: { onValid: (values: unknown) => void }) {
  const form = useTextForm<Values, Values>({
    resolver,
    defaultValues: { name: '', email: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <input aria-label="Name" {...form.register('name')} />
      <p>{form.errors.name?.message}</p>
      <input aria-label="Email" {...form.register('email')} />
      <p>{form.errors.email?.message}</p>
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.setError('email', { message: 'Taken' })}>
        Refuse
      </button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
      <button type="button" onClick={() => form.setFocus('email')}>
        Focus
      </button>
    </form>
  );
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

afterEach(cleanup);

describe('useTextForm', () => {
  it("shows the resolver's errors on submit, focuses the first field in error and sends nothing", async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    type('Name', 'Layla');
    submit();
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(document.activeElement).toBe(input('Email'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("sends the resolver's values once they pass", async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    type('Name', '  Layla ');
    type('Email', 'layla@example.com');
    submit();
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ name: 'Layla', email: 'layla@example.com' }),
    );
  });

  it('checks nothing while typing before the first submit, and each changed field after it', async () => {
    render(<Form onValid={vi.fn()} />);
    type('Email', 'x');
    await act(async () => {});
    expect(screen.queryByText('Invalid email')).toBeNull();
    submit();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    type('Email', 'layla@example.com');
    await waitFor(() => expect(screen.queryByText('Invalid email')).toBeNull());
    // The name was not changed, so its error stays.
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it('keeps an error set by hand until its field is checked again; reset clears it and the values', async () => {
    render(<Form onValid={vi.fn()} />);
    type('Email', 'layla@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Taken')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByText('Taken')).toBeNull());
    expect(input('Email').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Focus' }));
    expect(document.activeElement).toBe(input('Email'));
  });
});
