/**
 * A line of work done one piece after another: each piece starts once the one before has settled,
 * failed or not, and its caller gets its own outcome.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work);
    last = next.catch(() => undefined);
    return next;
  };
}
