import { describe, expect, it } from 'vitest';
import { inTurn, pagesInTurn } from './inTurn';

describe('reading ahead in turn', () => {
  it('reads one after the other and starts none once the sync has stopped', async () => {
    const done: string[] = [];
    let going = true;
    const read =
      (name: string, stop = false) =>
      async () => {
        done.push(`${name} start`);
        await Promise.resolve();
        done.push(`${name} end`);
        if (stop) going = false;
      };
    await inTurn([read('a'), read('b', true), read('c')], () => going);
    expect(done).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('pages up to the last page or the most asked for, and stops with a failed read or the sync', async () => {
    const pages = async (last: number | undefined, most: number, stopAfter = Number.POSITIVE_INFINITY) => {
      const read: number[] = [];
      await pagesInTurn(
        async (page) => {
          read.push(page);
          return last;
        },
        most,
        () => read.length < stopAfter,
      );
      return read;
    };
    expect(await pages(3, 8)).toEqual([1, 2, 3]);
    expect(await pages(20, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await pages(0, 8)).toEqual([1]);
    expect(await pages(undefined, 8)).toEqual([1]);
    expect(await pages(20, 8, 2)).toEqual([1, 2]);
  });
});
