import { z } from 'zod';

/**
 * `{ isError: false, ... }`: the success envelope the spec's calls answer with, the fields in
 * the order given (answers are written in their schema's key order).
 */
export const okBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ isError: z.literal(false), ...shape });

/** `{ isError: false, data }`: the envelope of every catalogue call that the spec leaves open. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return okBody({ data });
}

/** `{ success: true, msg }`: the spec's answer to a form or a call that only has to work. */
export const successMsgFields = { success: z.literal(true), msg: z.string() };
export const successMsgSchema = z.object(successMsgFields);

type MessageAnd<Message extends z.ZodType, Key extends string, Row extends z.ZodType> = {
  message: Message;
} & { [K in Key]: Row };

/** What a console write answers: the message it toasts and the row as it now is, under `key`. */
export const writeAnswer = <Key extends string, Row extends z.ZodType>(key: Key, row: Row) =>
  z.object({ message: z.string(), [key]: row } as MessageAnd<z.ZodString, Key, Row>);

/** The same for a row the console also reads alone: reading it has no message to toast. */
export const rowAnswer = <Key extends string, Row extends z.ZodType>(key: Key, row: Row) =>
  z.object({ message: z.string().optional(), [key]: row } as MessageAnd<
    z.ZodOptional<z.ZodString>,
    Key,
    Row
  >);
