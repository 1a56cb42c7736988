import { useEffect, useRef } from 'react';

/**
 * Keeps the newest `callback` in a ref, so an effect or a timer can call it without listing it as a
 * dependency (a parent's inline arrow function would otherwise restart them on every render).
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
