import { describe, expect, it } from 'vitest';
import { adminOrigin, agentOrigin } from './host-links';

const at = (url: string) => new URL(url);

describe('adminOrigin', () => {
  it('puts admin. in front of the agent host, keeping scheme and port', () => {
    expect(adminOrigin(at('http://localhost:3000/dashboard'))).toBe('http://admin.localhost:3000');
    expect(adminOrigin(at('https://portal.example.com'))).toBe('https://admin.portal.example.com');
  });

  it('replaces an agent. or www. prefix instead of stacking', () => {
    expect(adminOrigin(at('http://agent.localhost:3000'))).toBe('http://admin.localhost:3000');
    expect(adminOrigin(at('https://www.uniguide.ae'))).toBe('https://admin.uniguide.ae');
  });

  it('stays put when already on the admin host', () => {
    expect(adminOrigin(at('http://admin.localhost:3000'))).toBe('http://admin.localhost:3000');
  });
});

describe('agentOrigin', () => {
  it('drops the admin. prefix', () => {
    expect(agentOrigin(at('http://admin.localhost:3055/'))).toBe('http://localhost:3055');
    expect(agentOrigin(at('https://admin.uniguide.ae/users'))).toBe('https://uniguide.ae');
  });

  it('leaves other hosts alone', () => {
    expect(agentOrigin(at('http://localhost:3000'))).toBe('http://localhost:3000');
  });
});
