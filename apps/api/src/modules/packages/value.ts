import type { prepaidPackages } from '../../db/schema';

export type PackageRow = typeof prepaidPackages.$inferSelect;

/** What the company owes for the whole package when sold: the price of minutes, the credit of money. */
export function liabilityOf(pkg: Pick<PackageRow, 'price' | 'creditMinutes' | 'creditAmount'>): number {
  return pkg.creditAmount ?? pkg.price;
}

/**
 * The liability a minutes package has released once `remaining` minutes are left: the price pro rata,
 * in whole minor units, computed from the start each time so that draws and their returns add up to
 * the price exactly, whatever order they come in (no rounding drift, no floats).
 */
function released(pkg: Pick<PackageRow, 'price' | 'creditMinutes'>, remaining: number): number {
  const credit = pkg.creditMinutes ?? 0;
  if (credit === 0) return 0;
  return Math.floor((pkg.price * (credit - remaining)) / credit);
}

/** The liability released by going from `before` to `after` remaining minutes. */
export function minutesValue(pkg: Pick<PackageRow, 'price' | 'creditMinutes'>, before: number, after: number): number {
  return released(pkg, after) - released(pkg, before);
}

/** The liability still held for what is left of a package. */
export function remainingValue(pkg: PackageRow): number {
  if (pkg.creditAmount !== null) return pkg.remainingAmount ?? 0;
  return pkg.price - released(pkg, pkg.remainingMinutes ?? 0);
}

/** Splits a gross amount at a VAT rate in basis points into net and VAT, VAT rounded half up. */
export function splitVat(gross: number, rate: number): { net: number; vat: number } {
  const vat = Math.floor((gross * rate * 2 + (10000 + rate)) / (2 * (10000 + rate)));
  return { net: gross - vat, vat };
}
