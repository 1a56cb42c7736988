import { Trans as LinguiTrans, type TransProps } from '@lingui/react';

/**
 * The `Trans` every `<Trans>` macro compiles to (the `runtimeConfigModule` of lingui.config.ts,
 * docs/decisions/093-catalogue-text-in-messages.md). Lingui's own puts each string value into the
 * translated text before reading that text's element markers (`<0>…</0>`), so a value holding a
 * tag-like pair (a university named `A <b>B</b>`, a hostile surname) was read as a marker it does not
 * know and dropped from the page. A string value with a `<` goes in as a React node instead, which
 * Lingui places without reading; every other value is untouched.
 */
export function Trans(props: TransProps) {
  const values =
    props.values &&
    Object.fromEntries(
      Object.entries(props.values).map(([key, value]) => [
        key,
        typeof value === 'string' && value.includes('<') ? <>{value}</> : value,
      ]),
    );
  return <LinguiTrans {...props} values={values} />;
}
