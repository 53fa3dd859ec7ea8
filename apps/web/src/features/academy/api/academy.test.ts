import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/queryClient';
import { attemptQuery, saveAnswer, submitAttempt } from './academy';

/** The API's calls, each answered when the test says so. */
const { calls, call } = vi.hoisted(() => {
  const calls: { path: string; body: unknown; answer: () => void; fail: () => void }[] = [];
  const call = (path: string, body: unknown) =>
    new Promise<{ data: unknown }>((resolve, reject) => {
      calls.push({ path, body, answer: () => resolve({ data: {} }), fail: () => reject(new Error('refused')) });
    });
  return { calls, call };
});
vi.mock('../../../lib/api/client', () => ({ api: { put: call, post: call } }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('answers on their way to the server', () => {
  it('are shown at once and sent one after another, the hand-in after them', async () => {
    queryClient.setQueryData(attemptQuery(4).queryKey, { id: 4, answers: {} } as never);
    const first = saveAnswer(4, 11, 101);
    const second = saveAnswer(4, 11, 102);
    const handedIn = submitAttempt(4);
    expect(queryClient.getQueryData(attemptQuery(4).queryKey)?.answers).toEqual({ '11': 102 });
    await settle();
    // The second answer waits for the first: the server keeps the one given last.
    expect(calls.map((c) => c.body)).toEqual([{ answer_id: 101 }]);
    calls[0]?.fail();
    await expect(first).rejects.toThrow('refused');
    await settle();
    expect(calls.map((c) => c.body)).toEqual([{ answer_id: 101 }, { answer_id: 102 }]);
    calls[1]?.answer();
    await second;
    await settle();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/attempts/4/answers/11',
      '/api/attempts/4/answers/11',
      '/api/attempts/4/submit',
    ]);
    calls[2]?.answer();
    await handedIn;
  });
});
