import type { Catalog } from '../i18n/catalogs';

/**
 * A catalog key as i18next is asked for it: a key in plural forms (`wait_one`, `wait_other`) is
 * asked for without the form, with a `count` that picks it.
 */
export type WithoutPluralForm<Key extends string> =
  Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : Key;

/** The translation keys of the messages the API can answer with (catalog section `errors`). */
export type ErrorKey =
  | `errors.${WithoutPluralForm<keyof Catalog['errors']>}`
  | `contact.errors.${keyof Catalog['contact']['errors']}`;

/**
 * Every error code the API answers with, and the catalog key of its message. A code is stable:
 * clients branch on it, never on the status alone or on the text, which follows the caller's
 * language. docs/API.md lists each with its status.
 */
export const ERROR_MESSAGES = {
  bad_request: 'errors.badRequest',
  invalid_text: 'errors.invalidText',
  invalid_field: 'errors.invalidField',
  not_found: 'errors.notFound',
  payload_too_large: 'errors.payloadTooLarge',
  request_timeout: 'errors.requestTimeout',
  headers_too_large: 'errors.headersTooLarge',
  unsupported_media_type: 'errors.unsupportedMediaType',
  too_many_requests: 'errors.tooManyRequests',
  internal_error: 'errors.internal',
  missing_token: 'errors.missingToken',
  forbidden: 'errors.forbidden',
  session_not_found: 'errors.sessionNotFound',
  no_operations: 'errors.noOperations',
  too_many_sessions: 'errors.tooManySessions',
  too_many_lookups: 'errors.tooManyLookups',
  too_many_answers: 'errors.tooManyAnswers',
  too_many_joins: 'errors.tooManyJoins',
  session_not_running: 'errors.sessionNotRunning',
  exam_ended: 'errors.examEnded',
  last_operation: 'errors.lastOperation',
  nothing_missed: 'errors.nothingMissed',
  none_finished: 'errors.noneFinished',
  session_locked: 'errors.sessionLocked',
  session_full: 'errors.sessionFull',
  name_required: 'errors.nameRequired',
  name_too_long: 'errors.nameTooLong',
  name_not_allowed: 'errors.nameNotAllowed',
  reconnection_expired: 'errors.reconnectionExpired',
  student_not_found: 'errors.studentNotFound',
  student_removed: 'errors.removed',
  remove_list_or_time: 'errors.removeListOrTime',
  all_answered: 'errors.allAnswered',
  problem_not_found: 'errors.problemNotFound',
  choice_out_of_range: 'errors.choiceOutOfRange',
  answer_form_mismatch: 'errors.answerFormMismatch',
  facts_kept: 'errors.factsKept',
  report_busy: 'errors.reportBusy',
  backup_not_found: 'errors.backupNotFound',
  backup_changed: 'errors.backupChanged',
  backup_too_large: 'errors.backupTooLarge',
  contact_name_required: 'contact.errors.nameRequired',
  contact_email_required: 'contact.errors.emailRequired',
  contact_email_invalid: 'contact.errors.emailInvalid',
  contact_subject_required: 'contact.errors.subjectRequired',
  contact_message_required: 'contact.errors.messageRequired',
  contact_too_long: 'contact.errors.tooLong',
} as const satisfies Record<string, ErrorKey>;

/** A stable error code of the API (see ERROR_MESSAGES). */
export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Every error code, in the order of ERROR_MESSAGES. */
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as readonly ErrorCode[];

/** True for a code of ERROR_MESSAGES (what a reply names may come from an older or newer server). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}
