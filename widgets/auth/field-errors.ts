// What the dialog checks before sending (the spec leaves validation to the server): that the fields it needs
// are filled, and that the e-mail looks like one. Anything else (a wrong password, a taken e-mail) is the
// server's 401 text.

const BLANK = {
  email: 'Enter your email address.',
  password: 'Enter your password.',
  login: 'Choose a username.',
} as const;

export type CheckedField = keyof typeof BLANK;
export type FieldErrors = Partial<Record<CheckedField, string>>;

export const EMAIL_FORMAT = 'Enter an email address like name@example.com.';

/** An error for each listed field that is blank (or, for the e-mail, has no "@" between two parts). */
export function fieldErrors(
  values: Partial<Record<CheckedField, string>>,
  fields: readonly CheckedField[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = (values[field] ?? '').trim();
    if (value === '') errors[field] = BLANK[field];
    else if (field === 'email' && !/^[^\s@]+@[^\s@]+$/.test(value)) errors[field] = EMAIL_FORMAT;
  }
  return errors;
}
