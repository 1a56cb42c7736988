// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { DEFAULT_REQUIREMENTS } from '@uniguide/domain';
import { fakeUser, type ProcedureOutput } from '@uniguide/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { renderLoadedPage } from '@uniguide/client/testing/page';
import { RequiredDocumentsCard } from './required-documents-card';

afterEach(cleanup);

const agent = fakeUser({ id: 7 });

const requirements = (): ProcedureOutput<'program.requirements'> => ({
  programId: 12,
  universityId: 3,
  source: 'university',
  requirements: DEFAULT_REQUIREMENTS.slice(0, 3),
  override: null,
  university: { requirements: [...DEFAULT_REQUIREMENTS], updatedAt: null },
});

describe('<RequiredDocumentsCard />', () => {
  it('shows a signed-in agent the documents and when each is needed', async () => {
    await renderLoadedPage(<RequiredDocumentsCard programId={12} />, {
      handlers: { 'auth.me': () => agent, 'program.requirements': requirements },
    });
    expect(await screen.findByRole('heading', { name: 'Required Documents' })).toBeTruthy();
    expect(await screen.findByText('Passport')).toBeTruthy();
    expect(screen.getByText('Required to submit')).toBeTruthy();
    expect(screen.getAllByText('Required before forwarding to the university')).toHaveLength(2);
  });

  it('shows visitors nothing and asks the server nothing', async () => {
    const { callsTo } = await renderLoadedPage(<RequiredDocumentsCard programId={12} />, {
      handlers: { 'auth.me': () => null, 'program.requirements': requirements },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Required Documents' })).toBeNull();
    expect(callsTo('program.requirements')).toHaveLength(0);
  });
});
