import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, isCardNumber, isCvv, isExpiry, passesLuhn } from './card-rules';

/** The digit that makes `body` pass Luhn. */
function checkDigit(body: string): string {
  for (let digit = 0; digit < 10; digit += 1) if (passesLuhn(body + digit)) return String(digit);
  throw new Error('unreachable');
}

const digits = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const BRANDS = [
  { prefix: '4', length: 16, type: 'visa', cvv: 3 },
  { prefix: '51', length: 16, type: 'master-card', cvv: 3 },
  { prefix: '2221', length: 16, type: 'master-card', cvv: 3 },
  { prefix: '37', length: 15, type: 'american-express', cvv: 4 },
  { prefix: '6011', length: 16, type: 'discover', cvv: 3 },
] as const;
const card = fc.constantFrom(...BRANDS).chain((brand) =>
  digits(brand.length - brand.prefix.length - 1).map((middle) => {
    const body = brand.prefix + middle;
    return { brand, number: body + checkDigit(body) };
  }),
);

describe('card number', () => {
  it('accepts a number of a known brand and length with its Luhn check digit, spaced or not', () => {
    fc.assert(fc.property(card, ({ brand, number }) => isCardNumber(number) && isCardNumber(number.replace(/(\d{4})/g, '$1 ')) && cardBrand(number)?.type === brand.type));
  });

  it('refuses the same number with any one digit changed (Luhn catches every single-digit error)', () => {
    fc.assert(
      fc.property(card, fc.nat(), fc.integer({ min: 1, max: 9 }), ({ number }, at, shift) => {
        const index = 1 + (at % (number.length - 1)); // the brand prefix's first digit stays
        const changed = number.slice(0, index) + String((Number(number[index]) + shift) % 10) + number.slice(index + 1);
        return !passesLuhn(changed);
      }),
    );
  });

  it('refuses a valid number cut short or made longer', () => {
    fc.assert(fc.property(card, ({ number }) => !isCardNumber(number.slice(0, -1)) && !isCardNumber(`${number}0`)));
  });

  it('refuses an unknown brand and letters', () => {
    expect(isCardNumber('9111111111111111')).toBe(false);
    expect(isCardNumber('4111 1111 1111 111a')).toBe(false);
    expect(isCardNumber('')).toBe(false);
  });
});

describe('expiry', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('accepts this month and any later one, as MM/YY or MM/YYYY', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 240 }), (ahead) => {
        const month = ((10 + ahead) % 12) + 1;
        const year = 2026 + Math.floor((10 + ahead) / 12);
        const mm = String(month).padStart(2, '0');
        return isExpiry(`${mm}/${String(year).slice(2)}`, now) && isExpiry(`${mm}/${year}`, now);
      }),
    );
  });

  it('refuses any month in the past', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (back) => {
        const index = 2026 * 12 + 10 - back;
        const mm = String((index % 12) + 1).padStart(2, '0');
        return !isExpiry(`${mm}/${Math.floor(index / 12)}`, now);
      }),
    );
  });

  it.each(['13/27', '00/27', '1227', '12/2', 'ab/cd', ''])('refuses %j', (value) => {
    expect(isExpiry(value, now)).toBe(false);
  });
});

describe('CVV', () => {
  it('takes four digits for American Express and three for the others', () => {
    fc.assert(
      fc.property(card, digits(3), digits(4), ({ brand, number }, three, four) =>
        brand.cvv === 4 ? isCvv(four, number) && !isCvv(three, number) : isCvv(three, number) && !isCvv(four, number),
      ),
    );
  });

  it('refuses letters and blanks', () => {
    expect(isCvv('12a', '4111111111111111')).toBe(false);
    expect(isCvv('', '4111111111111111')).toBe(false);
  });
});
