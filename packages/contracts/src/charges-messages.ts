import { type Message, message } from './message';

/** Every message the charges API sends, with a stable code the web translates (errors.json, key `charge`). */
export const chargeMessages = {
  billed: message('charge.billed', {}, 'The flight has been billed; its payer can no longer change. Correct the flight instead.'),
  payerNotMember: message('charge.payer_not_member', {}, 'The payer must be an approved member of the company.'),
  secondPayerSame: message('charge.second_payer_same', {}, 'The second payer must be someone other than the first.'),
  secondPayerPercent: message('charge.second_payer_percent', {}, 'Give the second payer’s share in percent (1 to 99).'),
  rateNotInstructor: message('charge.rate_not_instructor', {}, 'Only an approved instructor of the company has an hourly rate.'),
  rateFeeNotHourly: message('charge.rate_fee_not_hourly', {}, 'Choose one of the company’s fees charged per hour.'),
  secondPayerWithoutFirst: message('charge.second_payer_without_first', {}, 'A flight the company bears has no second payer.'),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
