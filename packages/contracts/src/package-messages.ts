import { type Message, message } from './message';

/**
 * Every message the prepaid-package API sends, word for word in English; the web translates them by
 * code (apps/web/src/locales/<lang>/errors.json).
 */
export const packageMessages = {
  creditOne: message('package.credit_one', {}, 'A package credits either minutes or an amount, not both.'),
  moneyUnrestricted: message('package.money_unrestricted', {}, 'A money package is good for every aircraft.'),
  airplaneUnknown: message('package.airplane_unknown', {}, 'This aircraft does not belong to the company.'),
  notOffer: message('package.not_offer', {}, 'Only an offer can be sold or changed; this package belongs to a member.'),
  retired: message('package.retired', {}, 'This offer has been retired and can no longer be sold.'),
  soldNoDelete: message('package.sold_no_delete', {}, 'A package sold to a member cannot be deleted.'),
  memberUnknown: message('package.member_unknown', {}, 'This member does not belong to the company or is not approved.'),
  forbidden: message('package.forbidden', {}, 'You may not manage prepaid packages.'),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
