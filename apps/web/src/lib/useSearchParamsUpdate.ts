import { useSearchParams } from 'react-router';

/**
 * The page's URL parameters and a function that sets several at once (an empty value removes
 * one), replacing the history entry: a list's filters and page live in the URL.
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (change: Record<string, string | undefined>) => {
    // The address bar, not the rendered params: a change made just before may not have rendered
    // yet, and building on the rendered ones would drop it.
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return [params, update] as const;
}
