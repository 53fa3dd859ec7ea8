import { z } from 'zod';

/** The values a message names, for the web to put into its own words. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * One thing the API says: a stable `code` the web translates by (`booking.too_long`), the `params`
 * its translation needs, and the English `message` the API has always sent.
 */
export interface Message {
  readonly code: string;
  readonly params: MessageParams;
  readonly message: string;
}

export const message = (code: string, params: MessageParams, english: string): Message => ({ code, params, message: english });

export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export const messageCodeSchema = z.object({ code: z.string(), params: messageParamsSchema });
export type MessageCode = z.infer<typeof messageCodeSchema>;

/** A message as it goes on the wire beside other fields: its code and params, without the English. */
export const codeOf = ({ code, params }: Message): MessageCode => ({ code, params });
