import type { Locale } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { sendMail } from '../../mail';
import { documentFormat } from './document-texts';
import { invoicePdf } from './invoice-pdf';
import { loadInvoiceDocument } from './load-invoice-document';

interface MailWords {
  company: string;
  number: string;
  amount: string;
  due: string | null;
}

const invoiceMail: Record<Locale, (words: MailWords) => { subject: string; body: string }> = {
  de: ({ company, number, amount, due }) => ({
    subject: `Rechnung ${number} von ${company}`,
    body: `Hallo,\n\nim Anhang findest du die Rechnung ${number} über ${amount}${due ? `, fällig am ${due}` : ''}. Du findest sie auch im Portal unter „Mein Konto“.\n\nViele Grüße\n${company}`,
  }),
  en: ({ company, number, amount, due }) => ({
    subject: `Invoice ${number} from ${company}`,
    body: `Hello,\n\nattached is invoice ${number} for ${amount}${due ? `, due on ${due}` : ''}. You will also find it in the portal under “My account”.\n\nKind regards\n${company}`,
  }),
  no: ({ company, number, amount, due }) => ({
    subject: `Faktura ${number} fra ${company}`,
    body: `Hei,\n\nvedlagt er faktura ${number} på ${amount}${due ? `, forfall ${due}` : ''}. Du finner den også i portalen under «Min konto».\n\nVennlig hilsen\n${company}`,
  }),
};

export type InvoiceMailResult = { number: string; sentAt: Date } | { refused: 'draft' | 'no_email' };

/**
 * Queues the mail of an issued invoice (to the invoice's address, else the member's, in the
 * member's language) with its PDF attached, in the caller's transaction (it goes
 * out only if that commits), and records `sent_at`. Issuing calls it; "send again" too.
 */
export async function sendInvoiceMail(db: Executor, companyId: number, invoiceId: number): Promise<InvoiceMailResult> {
  const document = await loadInvoiceDocument(db, companyId, invoiceId);
  if (!document?.number) return { refused: 'draft' };
  const { email, locale } = document.recipient;
  if (!email) return { refused: 'no_email' };
  const language = locale ?? document.language;
  const format = documentFormat(language, document.currency);
  const words = {
    company: document.issuer.name,
    number: document.number,
    amount: format.money(document.totals.gross),
    due: document.kind === 'invoice' && document.dueOn ? format.date(document.dueOn) : null,
  };
  const pdf = await invoicePdf(document);
  await sendMail(db, {
    to: email,
    ...invoiceMail[language](words),
    attachments: [{ filename: `${document.number}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
  const [sent] = await db
    .update(invoices)
    .set({ sentAt: sql`now()` })
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId)))
    .returning({ sentAt: invoices.sentAt });
  if (!sent?.sentAt) throw new Error('the invoice was not marked sent');
  return { number: document.number, sentAt: sent.sentAt };
}
