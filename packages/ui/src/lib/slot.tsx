import { cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from 'react';

type Props = Record<string, unknown>;

/**
 * Radix's `Slot` as the kit uses it (`asChild`, and the props a wrapper hands to its one child): it
 * renders its only child with the slot's props merged in. The child's props win, except that event
 * handlers both run (the child's first), class names are joined, styles are merged and
 * `aria-describedby` ids are joined; the refs are combined. Radix's own Slot (1.4 KB gzip with its
 * `Slottable` and ref helpers) was in every first page's script (decision 084).
 */
export function Slot({
  children,
  ref,
  ...slotProps
}: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement<Props>(children)) {
    if (children || children === 0) throw new Error('Slot takes one element as its child');
    return children;
  }
  const childProps = children.props;
  const merged: Props = { ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue) merged[name] = slotValue;
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      merged[name] = joinIds(childValue, slotValue);
    }
  }
  const childRef = childProps.ref as Ref<unknown> | undefined;
  return cloneElement(children, {
    ...slotProps,
    ...merged,
    ref: ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef),
  });
}

function joinIds(...values: unknown[]): string | undefined {
  const ids = new Set(
    values.flatMap((value) => (typeof value === 'string' ? value.trim().split(/\s+/) : [])),
  );
  ids.delete('');
  return ids.size > 0 ? [...ids].join(' ') : undefined;
}

function composeRefs(...refs: Ref<unknown>[]): RefCallback<unknown> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
