/**
 * Building blocks of the form schemas. Every field reports one message at a time (the first
 * failing rule) and every message is pt-BR, including the ones for wrong types and missing keys,
 * so the same schemas can parse hostile JSON on the server.
 */
import * as v from 'valibot';
import { TEXT_MAX_LENGTH, TEXTAREA_MAX_LENGTH } from '../../constants.ts';
import { isIsoDateTime, normalizeDate } from '../../dates.ts';
import { messages } from '../../messages.ts';

/** Stops a field's pipe at its first failing rule, so a field shows one message at a time. */
export function single<TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: true });
}

/**
 * `v.object` whose own issues are pt-BR: a missing key gets the message its field gives for a
 * wrong type (its "required" message), a missing object `messages.required`, any other
 * non-object `messages.invalidFormat`.
 */
export function formObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (issue.path && typeof key === 'string' && Object.hasOwn(entries, key)) {
      const fieldMessage = (entries[key] as { message?: unknown }).message;
      return typeof fieldMessage === 'string' ? fieldMessage : messages.required;
    }
    return issue.input === undefined || issue.input === null
      ? messages.required
      : messages.invalidFormat;
  });
}

/** A required, trimmed text of at most `max` characters. */
export function requiredText(required: string, max: number = TEXT_MAX_LENGTH) {
  return single(
    v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(max, messages.maxLength(max)),
    ),
  );
}

/** A required, trimmed text with a minimum length. */
export function requiredTextMin(
  required: string,
  min: number,
  tooShort: string,
  max: number = TEXT_MAX_LENGTH,
) {
  return single(
    v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      v.minLength(min, tooShort),
      v.maxLength(max, messages.maxLength(max)),
    ),
  );
}

/** A required multi-line text (textarea). */
export function requiredTextarea(required: string) {
  return requiredText(required, TEXTAREA_MAX_LENGTH);
}

/** An optional trimmed text; empty or null becomes `undefined`. */
export function optionalText(max: number = TEXT_MAX_LENGTH) {
  return v.optional(
    single(
      v.pipe(
        v.nullable(v.string(messages.invalidFormat), ''),
        v.transform((value) => value.trim()),
        v.maxLength(max, messages.maxLength(max)),
        v.transform((value) => (value === '' ? undefined : value)),
      ),
    ),
  );
}

/** A required id that must be a uuid. */
export function uuidField(required: string, invalid: string = required) {
  return single(v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.uuid(invalid)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A list of uuids (a user's or a calendar's school units): each once, lower case; at most 500;
 * `invalid` for anything else. An empty list is valid (what it means is the field's to say).
 */
export function uuidListField(invalid: string) {
  return single(
    v.pipe(
      v.array(v.string(invalid), invalid),
      v.maxLength(500, invalid),
      v.check((ids) => ids.every((id) => UUID.test(id)), invalid),
      v.transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    ),
  );
}

/**
 * A required calendar date, given as an ISO date-time (what the forms send) or typed as
 * DD/MM/AAAA; the output is always `YYYY-MM-DDT00:00:00.000Z`.
 */
export function dateField(required: string, invalid: string = messages.dateInvalid) {
  return single(
    v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      v.check((value) => isIsoDateTime(value) || /^\d{2}\/\d{2}\/\d{4}$/.test(value), invalid),
      v.check((value) => normalizeDate(value) !== null, invalid),
      v.transform((value) => normalizeDate(value) as string),
    ),
  );
}

/** A required choice among `options`. */
export function choiceField<const TOptions extends readonly [string, ...string[]]>(
  options: TOptions,
  required: string,
  invalid: string,
) {
  return single(v.pipe(v.string(required), v.nonEmpty(required), v.picklist(options, invalid)));
}

/** A required e-mail, trimmed and lower-cased. */
export function emailField(required: string = messages.emailRequired) {
  return single(
    v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(TEXT_MAX_LENGTH, messages.emailInvalid),
      v.email(messages.emailInvalid),
      v.toLowerCase(),
    ),
  );
}

const emailCheck = v.pipe(v.string(), v.email());

/** Whether `value` is an e-mail address (valibot's e-mail rule). */
export function isEmail(value: string): boolean {
  return v.is(emailCheck, value);
}

/** An optional e-mail: missing, null or '' becomes undefined. */
export const optionalEmailField = v.optional(
  single(
    v.pipe(
      v.nullable(v.string(messages.emailInvalid), ''),
      v.trim(),
      v.maxLength(TEXT_MAX_LENGTH, messages.emailInvalid),
      v.check((value) => value === '' || isEmail(value), messages.emailInvalid),
      v.transform((value) => (value === '' ? undefined : value.toLowerCase())),
    ),
  ),
);

/** An optional phone, masked (00) 00000-0000 or bare: 11 digits; missing, null or '' becomes undefined. */
export const optionalPhoneField = v.optional(
  single(
    v.pipe(
      v.nullable(v.string(messages.phoneInvalid), ''),
      v.transform((value) => value.replace(/[()\-\s]/g, '')),
      v.check((value) => value === '' || /^\d{11}$/.test(value), messages.phoneInvalid),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  ),
);
