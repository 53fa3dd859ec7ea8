/** Whether `include=a,b` names the relation. */
export const includes = (include: string | undefined, name: string) =>
  (include ?? '').split(',').some((part) => part.trim() === name);
