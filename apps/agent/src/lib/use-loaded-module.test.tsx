// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoadedModule } from './use-loaded-module';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function Page({ load }: { load: () => Promise<{ Part: () => ReactNode }> }) {
  const loaded = useLoadedModule(load);
  return loaded ? <loaded.Part /> : <p>placeholder</p>;
}

describe('useLoadedModule', () => {
  it('renders the placeholder until the module arrives, then the module, fetched once', async () => {
    const module = deferred<{ Part: () => ReactNode }>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return module.promise;
    };
    const first = render(<Page load={load} />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    module.resolve({ Part: () => <p>the part</p> });
    expect(await screen.findByText('the part')).toBeTruthy();
    first.unmount();

    // Rendered again (a later visit to the page): the module is there from the first render.
    render(<Page load={load} />);
    expect(screen.getByText('the part')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('throws a failed fetch to the nearest error boundary', async () => {
    const module = deferred<{ Part: () => ReactNode }>();
    const load = () => module.promise;
    render(
      <Boundary>
        <Page load={load} />
      </Boundary>,
    );
    module.reject(new Error('chunk not found'));
    expect(await screen.findByText('failed: chunk not found')).toBeTruthy();
  });
});
