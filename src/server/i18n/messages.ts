import type { MessageDescriptor } from '@lingui/core';

// Server messages as explicit-id descriptors. The /*i18n*/ marker lets `lingui extract` find them;
// the ro-RO translations live in src/server/locales/ro-RO/messages.po.
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const errors = define({
  required: /*i18n*/ { id: 'error.required', message: 'This field is required' },
  emailInvalid: /*i18n*/ { id: 'error.email_invalid', message: 'Please enter a valid email address' },
  passwordShort: /*i18n*/ { id: 'error.password_short', message: 'The password must have at least {min} characters' },
  passwordsMismatch: /*i18n*/ { id: 'error.passwords_mismatch', message: 'The passwords do not match' },
  phoneShort: /*i18n*/ { id: 'error.phone_short', message: 'The phone number must have at least 10 characters' },
  phoneInvalid: /*i18n*/ { id: 'error.phone_invalid', message: 'The phone number is invalid' },
  termsRequired: /*i18n*/ { id: 'error.terms_required', message: 'You must accept the terms and conditions' },
  minLength: /*i18n*/ { id: 'error.min_length', message: 'Enter at least {min} characters' },
  maxLength: /*i18n*/ { id: 'error.max_length', message: 'Enter at most {max} characters' },
  minValue: /*i18n*/ { id: 'error.min_value', message: 'The value must be at least {min}' },
  maxValue: /*i18n*/ { id: 'error.max_value', message: 'The value must be at most {max}' },
  number: /*i18n*/ { id: 'error.number', message: 'Please enter a number' },
  salaryPositive: /*i18n*/ { id: 'error.salary_positive', message: 'The minimum salary must be greater than 0' },
  salaryNumber: /*i18n*/ { id: 'error.salary_number', message: 'The minimum salary must be a number' },
  quietEmpty: /*i18n*/ { id: 'error.quiet_empty', message: 'Quiet hours must end at another time than they start' },
  pushEndpoint: /*i18n*/ { id: 'error.push_endpoint', message: 'This browser’s push service cannot be reached securely (https)' },
  salaryRange: /*i18n*/ { id: 'error.salary_range', message: 'The maximum salary cannot be lower than the minimum salary' },
  invalidValue: /*i18n*/ { id: 'error.invalid_value', message: 'The value is not valid' },
  nulCharacter: /*i18n*/ { id: 'error.nul_character', message: 'The text contains a character that is not allowed (NUL)' },
  invalidOption: /*i18n*/ { id: 'error.invalid_option', message: 'Please choose one of the available options' },
  invalidDate: /*i18n*/ { id: 'error.invalid_date', message: 'Please enter a valid date' },
  invalidUrl: /*i18n*/ { id: 'error.invalid_url', message: 'Please enter a valid URL' },
  linksNotAllowed: /*i18n*/ {
    id: 'error.links_not_allowed',
    message: 'Please leave out links and web addresses (such as www…, http://… or a name like example.ro)',
  },
  tooManyItems: /*i18n*/ { id: 'error.too_many_items', message: 'Choose at most {max} items' },
  fileRequired: /*i18n*/ { id: 'error.file_required', message: 'Please choose a file' },
  fileType: /*i18n*/ { id: 'error.file_type', message: 'Invalid file type. Upload a PDF, DOC or DOCX document' },
  fileTooLarge: /*i18n*/ { id: 'error.file_too_large', message: 'The file is too large. The maximum size is {max} MB' },
  emailTaken: /*i18n*/ { id: 'error.email_taken', message: 'An account with this email address already exists' },
  validation: /*i18n*/ { id: 'error.validation', message: 'Please correct the highlighted fields' },
  invalidCredentials: /*i18n*/ { id: 'error.invalid_credentials', message: 'Invalid email or password' },
  wrongPassword: /*i18n*/ { id: 'error.wrong_password', message: 'The password is not correct' },
  tooManyAttempts: /*i18n*/ {
    id: 'error.too_many_attempts',
    message: 'Too many failed sign-in attempts. Please try again in {minutes} minutes or reset your password.',
  },
  unauthorized: /*i18n*/ { id: 'error.unauthorized', message: 'Please sign in to continue' },
  forbidden: /*i18n*/ { id: 'error.forbidden', message: 'You are not allowed to access this resource' },
  notFound: /*i18n*/ { id: 'error.not_found', message: 'The requested resource was not found' },
  resetTokenInvalid: /*i18n*/ {
    id: 'error.reset_token_invalid',
    message: 'This password reset link is invalid or has expired. Please request a new one.',
  },
  emailChangeTokenInvalid: /*i18n*/ {
    id: 'error.email_change_token_invalid',
    message: 'This confirmation link is invalid or has expired. Please ask for the change again from your profile.',
  },
  emailRevertTokenInvalid: /*i18n*/ {
    id: 'error.email_revert_token_invalid',
    message:
      'This link can no longer undo the email change: it was already used or is older than {days} days. If someone else changed your email address, please contact customer care.',
  },
  emailRevertTaken: /*i18n*/ {
    id: 'error.email_revert_taken',
    message: 'Another account uses this address now, so it cannot be given back to yours. Please contact customer care.',
  },
  emailUnchanged: /*i18n*/ { id: 'error.email_unchanged', message: 'This is already the email address of your account' },
  badRequest: /*i18n*/ { id: 'error.bad_request', message: 'The request could not be understood' },
  jsonTooDeep: /*i18n*/ {
    id: 'error.json_too_deep',
    message: 'The request is nested too deeply: at most {max} levels of lists and objects are accepted',
  },
  multipartMalformed: /*i18n*/ {
    id: 'error.multipart_malformed',
    message: 'The upload could not be read (the form data is incomplete or malformed). Please choose the file again.',
  },
  payloadTooLarge: /*i18n*/ { id: 'error.payload_too_large', message: 'The request is too large' },
  unsupportedMediaType: /*i18n*/ { id: 'error.unsupported_media_type', message: 'This content type is not supported' },
  rateLimited: /*i18n*/ { id: 'error.rate_limited', message: 'Too many requests. Please try again later.' },
  internal: /*i18n*/ { id: 'error.internal', message: 'Something went wrong, please try again!' },
  licenceNotRegulated: /*i18n*/ { id: 'error.licence_not_regulated', message: 'This job title needs no licence to practise' },
  licenceBodyMismatch: /*i18n*/ { id: 'error.licence_body_mismatch', message: 'The licence for this job title is issued by {body}' },
  licenceNumberFormat: /*i18n*/ {
    id: 'error.licence_number_format',
    message: 'Enter the licence number as it is written on the document (letters, digits, spaces and / . -)',
  },
  licenceIssuedInFuture: /*i18n*/ { id: 'error.licence_issued_in_future', message: 'The issue date cannot be in the future' },
  licenceExpiryBeforeIssue: /*i18n*/ { id: 'error.licence_expiry_before_issue', message: 'The expiry date must be after the issue date' },
  licenceFileType: /*i18n*/ { id: 'error.licence_file_type', message: 'Invalid file type. Upload a PDF document or a JPEG or PNG image' },
  licenceChanged: /*i18n*/ {
    id: 'error.licence_changed',
    message: 'The candidate changed the licence to practise meanwhile. Please check it again.',
  },
  licenceDetailsFirst: /*i18n*/ {
    id: 'error.licence_details_first',
    message: 'Save the licence number and dates first, then upload its document',
  },
});

export const notices = define({
  resetRequested: /*i18n*/ {
    id: 'notice.reset_requested',
    message: 'If an account exists for this email address, we have sent it a link to reset the password.',
  },
  emailChangeRequested: /*i18n*/ {
    id: 'notice.email_change_requested',
    message: 'We have sent a confirmation link to {email}. Until you follow it, your account keeps its current email address.',
  },
  passwordChanged: /*i18n*/ { id: 'notice.password_changed', message: 'Your password has been changed' },
  loggedOut: /*i18n*/ { id: 'notice.logged_out', message: 'You have been signed out' },
});

export const mails = define({
  emailChangeSubject: /*i18n*/ { id: 'mail.email_change.subject', message: 'Confirm your new {brand} email address' },
  emailChangeIntro: /*i18n*/ {
    id: 'mail.email_change.intro',
    message: 'You asked to use this address for your {brand} account. Confirm it with the link below within {hours} hours:',
  },
  emailChangeAction: /*i18n*/ { id: 'mail.email_change.action', message: 'Confirm the email address' },
  emailChangeIgnore: /*i18n*/ {
    id: 'mail.email_change.ignore',
    message: 'If you did not ask for this, ignore this message: the account keeps its current address.',
  },
  emailChangedSubject: /*i18n*/ { id: 'mail.email_changed.subject', message: 'The email address of your {brand} account was changed' },
  emailChangedIntro: /*i18n*/ {
    id: 'mail.email_changed.intro',
    message: "The email address of your {brand} account was changed from this address to {email}. The account's other sessions were signed out.",
  },
  emailChangedUndo: /*i18n*/ {
    id: 'mail.email_changed.undo',
    message:
      'If you did not make this change, undo it with the link below within {days} days: the account gets this address back, every session is signed out, and you then choose a new password.',
  },
  emailChangedAction: /*i18n*/ { id: 'mail.email_changed.action', message: 'Undo the change' },
  passwordChangedSubject: /*i18n*/ { id: 'mail.password_changed.subject', message: 'The password of your {brand} account was changed' },
  passwordChangedIntro: /*i18n*/ {
    id: 'mail.password_changed.intro',
    message: "The password of your {brand} account was changed, and the account's other sessions were signed out.",
  },
  passwordChangedUndo: /*i18n*/ {
    id: 'mail.password_changed.undo',
    message: 'If you did not make this change, choose a new password at once with the link below:',
  },
  passwordChangedAction: /*i18n*/ { id: 'mail.password_changed.action', message: 'Reset the password' },
  /** The end of both notices above. */
  changeWasYours: /*i18n*/ { id: 'mail.account_change.yours', message: 'If you made this change yourself, there is nothing to do.' },
  resetSubject: /*i18n*/ { id: 'mail.reset.subject', message: 'Reset your {brand} password' },
  resetIntro: /*i18n*/ {
    id: 'mail.reset.intro',
    message: 'Someone asked to reset the password of your {brand} account. Use the link below within {minutes} minutes:',
  },
  resetAction: /*i18n*/ { id: 'mail.reset.action', message: 'Set a new password' },
  resetIgnore: /*i18n*/ {
    id: 'mail.reset.ignore',
    message: 'If you did not ask for this, ignore this message: your password stays unchanged.',
  },
  welcomeSubject: /*i18n*/ { id: 'mail.welcome.subject', message: 'Welcome to {brand}' },
  welcomeIntro: /*i18n*/ {
    id: 'mail.welcome.intro',
    message: 'Your {brand} account is ready. Complete your profile so employers can find you:',
  },
  welcomeAction: /*i18n*/ { id: 'mail.welcome.action', message: 'Open {brand}' },
});

/** The frame every mail shares (src/server/mail/layout.ts): one greeting, with or without a name, and one signature. */
export const mailFrame = define({
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Hello {name},' },
  greetingNoName: /*i18n*/ { id: 'mail.greeting_no_name', message: 'Hello,' },
  signature: /*i18n*/ { id: 'mail.signature', message: 'The {brand} team' },
});
