// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { renderPage } from '@uniguide/client/testing/page';
import { afterEach, describe, expect, it } from 'vitest';
import { JoinForm } from './join-form';

afterEach(() => cleanup());

describe('<JoinForm />', () => {
  it('asks the name before the password (the e-mail is the invite’s)', async () => {
    renderPage(
      <JoinForm
        token="abc"
        invitation={{ email: 'layla@agency.test', agencyName: 'Falcon', agencyRole: 'counsellor' }}
        onJoined={() => {}}
      />,
      { path: '/join' },
    );
    const form = await screen.findByRole('form', { name: 'Join agency' });
    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels.slice(0, 3)).toEqual(['First Name', 'Last Name', 'Password']);
  });
});
