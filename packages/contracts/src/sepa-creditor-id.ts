/**
 * A SEPA creditor identifier (Gläubiger-ID): country, two check digits, a three-character business
 * code that the check leaves out, and the national identifier. The check digits are ISO 7064
 * MOD 97-10 over the national identifier followed by the country and "00" (EPC262-08 § 1.1),
 * the way an IBAN's are; ibantools checks IBANs and BICs but not this.
 */
export function isValidCreditorId(value: string): boolean {
  const id = value.replace(/\s+/g, '').toUpperCase();
  const match = /^([A-Z]{2})([0-9]{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(id);
  if (!match) return false;
  const [, country, check, national] = match as unknown as [string, string, string, string];
  const digits = `${national}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return 98 - remainder === Number(check);
}
