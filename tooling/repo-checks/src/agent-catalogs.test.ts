import { describe, expect, it } from 'vitest';
import { agentSignedInSources, isSignedInSource, signedInImports } from './agent-catalogs.ts';

const signedIn = [
  'apps/agent/src/components/workspace',
  'apps/agent/src/routes/_authed.tsx',
  'apps/agent/src/components/agency/members-card.tsx',
];

describe("the agent's catalog areas", () => {
  it('puts the workspace and the agency in the signed-in area, bar the invite page’s form', () => {
    const sources = agentSignedInSources();
    expect(
      isSignedInSource('apps/agent/src/components/workspace/home/home-page.tsx', sources),
    ).toBe(true);
    expect(isSignedInSource('apps/agent/src/components/agency/splits-card.tsx', sources)).toBe(
      true,
    );
    expect(isSignedInSource('apps/agent/src/components/agency/join-form.tsx', sources)).toBe(false);
    expect(isSignedInSource('apps/agent/src/routes/_authed.tsx', sources)).toBe(true);
    expect(isSignedInSource('apps/agent/src/routes/_authed-not.tsx', sources)).toBe(false);
  });

  it('finds the imports of a signed-out source that lead into the signed-in area', () => {
    const source = [
      "import { Home } from '../workspace/home/home-page';",
      "import { Members } from '../agency/members-card';",
      "import { JoinForm } from '../agency/join-form';",
      "const Lazy = lazy(() => import('../workspace/settings/page'));",
      "import { Section } from './section';",
    ].join('\n');
    expect(signedInImports('apps/agent/src/components/public/page.tsx', source, signedIn)).toEqual([
      '../workspace/home/home-page',
      '../agency/members-card',
      '../workspace/settings/page',
    ]);
  });
});
