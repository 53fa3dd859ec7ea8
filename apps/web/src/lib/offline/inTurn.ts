/** Whether the background sync that started a read-ahead still runs: its user is signed in and nothing stopped it. */
export type Going = () => boolean;
export type Read = () => Promise<void>;

/** The reads one after the other, none started once the sync has stopped. */
export async function inTurn(reads: Iterable<Read>, going: Going) {
  for (const read of reads) {
    if (!going()) return;
    await read();
  }
}

/**
 * Pages 1, 2, … of a list, one after the other, up to its last page or `most` pages; `read` reads one page and
 * answers the list's last page (undefined when the read failed, which ends the paging).
 */
export async function pagesInTurn(read: (page: number) => Promise<number | undefined>, most: number, going: Going) {
  for (let page = 1; page <= most && going(); page++) {
    const last = await read(page);
    if (last === undefined || page >= last) return;
  }
}
