/**
 * The fields that changed between two versions of a row, named as the API names them
 * (`fields` maps API name → row property), as they were and as they become.
 */
export function auditDiff(fields: Record<string, string>, before: object, after: object) {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  const changed = Object.entries(fields).filter(([, property]) => JSON.stringify(was[property]) !== JSON.stringify(is[property]));
  return {
    before: Object.fromEntries(changed.map(([name, property]) => [name, was[property] ?? null])),
    after: Object.fromEntries(changed.map(([name, property]) => [name, is[property] ?? null])),
  };
}
