/** Keeps only digits and lays them into the pattern, where '#' is one digit. */
export function applyMask(value: string, pattern: string): string {
  const digits = value.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    out += char === '#' ? digits[next++] : char;
  }
  return out;
}

export const PHONE_PATTERN = '+## ### #######';
