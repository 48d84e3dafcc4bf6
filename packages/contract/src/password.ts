export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*.,';

// docs/product.md#accounts-and-registration: letters, digits and the special characters only, with at least one of each kind
// (uppercase letter, digit, special) and a minimum length.
const special = PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&');
const allowed = new RegExp(`^[A-Za-z0-9${special}]+$`);
const hasUppercase = /[A-Z]/;
const hasDigit = /[0-9]/;
const hasSpecial = new RegExp(`[${special}]`);

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    allowed.test(password) &&
    hasUppercase.test(password) &&
    hasDigit.test(password) &&
    hasSpecial.test(password)
  );
}
