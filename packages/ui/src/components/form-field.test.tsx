import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FormField } from './form-field';
import { Input } from './input';

describe('<FormField />', () => {
  it('labels the control and links the hint', () => {
    render(
      <FormField id="email" label="Email" description="We never share it.">
        <Input type="email" />
      </FormField>,
    );

    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-describedby')).toBe('email-description');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the control invalid and announces the error', () => {
    render(
      <FormField
        id="password"
        label="Password"
        description="At least 6 characters."
        error="Too short"
      >
        <Input type="password" />
      </FormField>,
    );

    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('password-description password-error');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Too short');
    expect(alert.id).toBe('password-error');
  });

  it('hands the wiring to a render function for nested controls', () => {
    render(
      <FormField id="notes" label="Notes" error="Required" required>
        {({ labelId: _labelId, ...control }) => (
          <div>
            <textarea {...control} />
          </div>
        )}
      </FormField>,
    );

    const textarea = screen.getByLabelText(/Notes/);
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-required')).toBe('true');
    expect(textarea.getAttribute('aria-describedby')).toBe('notes-error');
  });
});
