import { Trans } from '@lingui/react/macro';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Trans as RuntimeTrans } from './trans';

const HOSTILE = '"><script>window.__xss=1</script> <b>Hons</b> <br/>';

describe('Trans', () => {
  it('shows a value that looks like markup as the text it is, through the macro', () => {
    const name = HOSTILE;
    const { container } = render(
      <p>
        <Trans>
          Programs at <strong>{name}</strong>, 3 in all
        </Trans>
      </p>,
    );
    expect(container.textContent).toBe(`Programs at ${HOSTILE}, 3 in all`);
    expect(container.querySelector('script, b, br')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe(HOSTILE);
  });

  it('leaves numbers and plain strings to the message, plurals included', () => {
    const { container } = render(
      <RuntimeTrans
        id="count"
        message="{count, plural, one {# program} other {# programs}} at {name}"
        values={{ count: 2, name: 'Zayed University' }}
      />,
    );
    expect(container.textContent).toBe('2 programs at Zayed University');
  });
});
