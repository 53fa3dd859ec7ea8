import type { SepaCollection } from '@portal/contracts';
import type { CollectionItemRow, CollectionRow } from './collection-queries';

export const presentCollection = (row: CollectionRow, items: CollectionItemRow[]): SepaCollection => ({
  id: row.id,
  message_id: row.messageId,
  format: row.format,
  collection_date: row.collectionDate,
  status: row.status,
  item_count: row.itemCount,
  control_sum: row.controlSum,
  created_at: row.createdAt.toISOString(),
  confirmed_at: row.confirmedAt?.toISOString() ?? null,
  items: items
    .filter((item) => item.collectionId === row.id)
    .map((item) => ({
      id: item.id,
      invoice_id: item.invoiceId,
      invoice_number: item.invoiceNumber,
      membership_id: item.membershipId,
      debtor_name: item.mandate.accountHolder,
      mandate_reference: item.mandate.reference,
      sequence: item.sequence,
      end_to_end_id: item.endToEndId,
      amount: item.amount,
      status: item.status,
    })),
});
