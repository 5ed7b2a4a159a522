// Card checks a hosted-fields vendor makes inside its frames (the fixture site's fake makes these, and the
// checkout maps each field's state to the spec's messages): Luhn, brand and length, expiry, CVV by brand.

export interface CardBrand {
  type: 'visa' | 'master-card' | 'american-express' | 'discover';
  niceType: string;
  lengths: readonly number[];
  cvvSize: number;
}

const BRANDS: readonly [RegExp, CardBrand][] = [
  [/^4/, { type: 'visa', niceType: 'Visa', lengths: [13, 16, 19], cvvSize: 3 }],
  [/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/, { type: 'master-card', niceType: 'Mastercard', lengths: [16], cvvSize: 3 }],
  [/^3[47]/, { type: 'american-express', niceType: 'American Express', lengths: [15], cvvSize: 4 }],
  [/^(6011|65|64[4-9])/, { type: 'discover', niceType: 'Discover', lengths: [16, 19], cvvSize: 3 }],
];

export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function cardBrand(number: string): CardBrand | undefined {
  const digits = digitsOf(number);
  return BRANDS.find(([pattern]) => pattern.test(digits))?.[1];
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A number of a known brand, of one of its lengths, passing Luhn. */
export function isCardNumber(value: string): boolean {
  const digits = digitsOf(value);
  const brand = cardBrand(digits);
  return brand !== undefined && /^\d+$/.test(digits) && brand.lengths.includes(digits.length) && passesLuhn(digits);
}

/** MM/YY or MM/YYYY, month 1 to 12, not before the month of `now`. */
export function isExpiry(value: string, now: Date): boolean {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** Four digits for American Express, three for the others (three when the brand is not known yet). */
export function isCvv(value: string, number: string): boolean {
  const size = cardBrand(number)?.cvvSize ?? 3;
  return new RegExp(`^\\d{${size}}$`).test(value.trim());
}
