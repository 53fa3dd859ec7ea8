import type { LogbookCurrency, Validity } from '@portal/contracts';
import { passengerCurrencyState } from './passengerCurrency';

export type Light = 'success' | 'warning' | 'error';

export const documentLight = (state: Validity['state']): Light =>
  state === 'expired' ? 'error' : state === 'expiring' ? 'warning' : 'success';

/** A document's name: ratings and medicals by their translated name where one exists, else the code. */
export const documentKey = (document: Pick<Validity, 'kind' | 'code'>) => `codes.${document.code}`;

/** What needs the pilot's attention, worst first: expired or expiring papers, a licence holder's lapsed recency. */
export function attentionOf(currency: LogbookCurrency) {
  const documents = currency.documents
    .filter((document) => document.state !== 'valid')
    .sort((a, b) => (a.days_left ?? 0) - (b.days_left ?? 0));
  return { documents, passengersLapsed: passengerCurrencyState(currency) === 'lapsed' };
}
