/** Counter minutes as hours and minutes, the way a Hobbs meter is read: 75 → "1:15". */
export function formatHours(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
