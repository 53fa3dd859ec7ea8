import { useSearchParams } from 'react-router';

/**
 * The page's URL parameters and a function that sets several at once (an empty value removes
 * one), replacing the history entry: a list's filters and page live in the URL.
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (change: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [params, update] as const;
}
