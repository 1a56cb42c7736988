import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FormField } from './form-field';
import { Input } from './input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { Slider } from './slider';

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
        {(control) => (
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

  it('wires nested controls: a Select trigger by id, a Slider by aria-labelledby', () => {
    render(
      <>
        <FormField id="degree" label="Degree level" error="Choose a degree level">
          {(control) => (
            <Select>
              <SelectTrigger {...control}>
                <SelectValue placeholder="Any" />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="phd">PhD</SelectItem>
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField id="tuition" label="Maximum tuition">
          {(_control, { labelId }) => (
            <Slider aria-labelledby={labelId} value={200000} min={0} max={200000} />
          )}
        </FormField>
      </>,
    );

    const trigger = screen.getByRole('combobox', { name: 'Degree level' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.getAttribute('aria-describedby')).toBe('degree-error');
    expect(screen.getByRole('slider', { name: 'Maximum tuition' })).toBeTruthy();
  });
});
