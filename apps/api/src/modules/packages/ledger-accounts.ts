import { companyAccountId, type Tx } from '../accounts';

/**
 * The company accounts a package moves money on (SKR 03 codes, as German clubs keep them):
 * - 1718 "Erhaltene Anzahlungen": the prepaid liability. A sale credits it with what the member can
 *   still draw (the price for a minutes package, the credit for a money package); each use and the
 *   remainder at expiry release it, so its balance is always what members have prepaid and not flown.
 * - 8400 revenue and 1776/1771 VAT: minutes flown on a package are revenue when flown (a voucher for
 *   several uses is taxed on redemption, § 3 Abs. 15 UStG), at the aircraft rental fee's VAT rate.
 * - 8730 "Gewährte Rabatte": a money package sold below its credit (500 € credit for 460 €) books the
 *   difference as a discount at the sale, so the liability is the full credit the member can spend.
 * - 2700 "Sonstige Erträge": a remainder that lapses at expiry.
 * - 1800 bank: a package paid at once.
 */
export const packageAccounts = {
  prepaid: (tx: Tx, companyId: number) =>
    companyAccountId(tx, companyId, '1718', 'prepaid', 'Erhaltene Anzahlungen (Prepaid-Pakete)'),
  revenue: (tx: Tx, companyId: number) => companyAccountId(tx, companyId, '8400', 'revenue', 'Erlöse'),
  discount: (tx: Tx, companyId: number) => companyAccountId(tx, companyId, '8730', 'revenue', 'Gewährte Rabatte'),
  lapsed: (tx: Tx, companyId: number) => companyAccountId(tx, companyId, '2700', 'revenue', 'Verfallene Prepaid-Guthaben'),
  bank: (tx: Tx, companyId: number) => companyAccountId(tx, companyId, '1800', 'bank', 'Bank'),
  vat: (tx: Tx, companyId: number, rate: number) =>
    rate === 700
      ? companyAccountId(tx, companyId, '1771', 'vat', 'Umsatzsteuer 7 %')
      : companyAccountId(tx, companyId, '1776', 'vat', 'Umsatzsteuer 19 %'),
};
