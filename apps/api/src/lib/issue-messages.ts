import type { Message } from '@portal/contracts/message';
import { fixedMessages } from '@portal/contracts/message-catalogues';
import { validationMessages as says } from '@portal/contracts/request-messages';
import type { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];
const isBlank = (input: unknown) => input === undefined || input === null;
const numeric = new Set(['number', 'int', 'bigint']);

function typeMessage(expected: string, input: unknown): Message {
  if (isBlank(input)) return says.required;
  if (expected === 'int' && typeof input === 'number') return says.integer;
  return numeric.has(expected) ? says.numeric : says.format;
}

function tooSmall(origin: string, minimum: number, inclusive: boolean, exact: boolean): Message | undefined {
  if (origin === 'string') {
    if (exact) return says.length;
    return minimum <= 1 ? says.required : says.minLength(minimum);
  }
  if ((origin === 'array' || origin === 'set') && minimum <= 1) return says.atLeastOne;
  if (!numeric.has(origin)) return undefined;
  if (!inclusive) return says.above(minimum);
  return minimum === 0 ? says.notNegative : says.atLeast(minimum);
}

function tooBig(origin: string, maximum: number, inclusive: boolean, exact: boolean): Message | undefined {
  if (origin === 'string') return exact ? says.length : says.maxLength(maximum);
  if (origin === 'array' || origin === 'set') return says.maxItems(maximum);
  if (!numeric.has(origin)) return undefined;
  return inclusive ? says.atMost(maximum) : says.below(maximum);
}

/**
 * Zod's common issues in the request validator's words, with their codes, for the fields of a 422.
 * A schema's own message wins over this; an issue not listed keeps zod's wording.
 */
export function issueMessage(issue: Issue): Message | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue.expected, issue.input);
    case 'too_small':
      return tooSmall(issue.origin, Number(issue.minimum), issue.inclusive ?? true, issue.exact ?? false);
    case 'too_big':
      return tooBig(issue.origin, Number(issue.maximum), issue.inclusive ?? true, issue.exact ?? false);
    case 'invalid_format':
      return issue.format === 'email' ? says.email : says.format;
    case 'invalid_value':
      return says.choice;
    case 'invalid_union':
    case 'not_multiple_of':
    case 'custom':
      return says.format;
    default:
      return undefined;
  }
}

/** A schema's own words name their code through the catalogues. */
const byText = new Map(fixedMessages().map((said) => [said.message, said]));

/**
 * A worded zod issue with its code: the one its words came from, else the catalogue entry with those
 * words; words of zod's own keep them under the code of an invalid format.
 */
export function issueSaid(issue: { code: string; message?: string }): Message {
  const message = issue.message ?? says.format.message;
  const derived = issueMessage(issue as Issue);
  if (derived?.message === message) return derived;
  return byText.get(message) ?? { code: says.format.code, params: {}, message };
}
