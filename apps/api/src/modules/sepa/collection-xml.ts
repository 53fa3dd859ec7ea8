import { Document as SepaDocument } from 'sepa';
import type { Creditor } from './billing';
import type { CollectionItemRow, CollectionRow } from './collection-queries';
import { sepaText } from './sepa-text';

const euros = (minor: number) => minor / 100;

/**
 * The pain.008 file of a run (the format it was made in, .08 or .02), built with the `sepa`
 * package: one payment information block per sequence type (FRST, RCUR), core scheme, batch booking.
 */
export function collectionXml(collection: CollectionRow, items: CollectionItemRow[], creditor: Creditor): string {
  const document = new SepaDocument(collection.format);
  document.grpHdr.id = collection.messageId;
  document.grpHdr.created = collection.createdAt;
  document.grpHdr.initiatorName = sepaText(creditor.accountHolder, 70);
  for (const sequence of ['FRST', 'RCUR'] as const) {
    const own = items.filter((item) => item.sequence === sequence);
    if (own.length === 0) continue;
    const info = document.createPaymentInfo();
    info.collectionDate = new Date(`${collection.collectionDate}T00:00:00Z`);
    info.sequenceType = sequence;
    info.localInstrumentation = 'CORE';
    info.batchBooking = true;
    info.creditorIBAN = creditor.iban;
    if (creditor.bic) info.creditorBIC = creditor.bic;
    info.creditorName = sepaText(creditor.accountHolder, 70);
    info.creditorId = creditor.creditorId;
    document.addPaymentInfo(info);
    for (const item of own) {
      const tx = info.createTransaction();
      tx.debtorName = sepaText(item.mandate.accountHolder, 70);
      tx.debtorIBAN = item.mandate.iban;
      if (item.mandate.bic) tx.debtorBIC = item.mandate.bic;
      tx.mandateId = item.mandate.reference;
      tx.mandateSignatureDate = new Date(`${item.mandate.signedOn}T00:00:00Z`);
      tx.amount = euros(item.amount);
      tx.currency = 'EUR';
      tx.remittanceInfo = sepaText(`Rechnung ${item.invoiceNumber ?? item.invoiceId}`, 140);
      tx.end2endId = item.endToEndId;
      info.addTransaction(tx);
    }
  }
  return document.toString();
}
