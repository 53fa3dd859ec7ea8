/** The signed-in user whose outbox queued writes go to; set by the shell, without loading Dexie. */
let owner: number | null = null;

export const setOfflineOwner = (userId: number | null) => {
  owner = userId;
};
export const offlineOwner = () => owner;
