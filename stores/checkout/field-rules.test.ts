import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressErrors, emailError, gifterError, isEmail, isPhone, isZip, type AddressValues } from './field-rules';

const VALID: AddressValues = {
  first_name: 'Ines',
  last_name: 'Park',
  street_address: '455 N Cityfront Plaza Dr',
  street_address_2: '',
  city: 'Chicago',
  state: 'IL',
  zip: '60611',
  phone: '312-555-0129',
};

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('zip', () => {
  it('accepts five digits and ZIP+4', () => {
    fc.assert(
      fc.property(
        digits(5, 5),
        digits(4, 4),
        (five, four) => isZip(five) && isZip(`${five}-${four}`) && isZip(` ${five} `),
      ),
    );
  });

  it('refuses any other length of digits', () => {
    fc.assert(
      fc.property(
        digits(0, 12).filter((value) => value.length !== 5),
        (value) => !isZip(value),
      ),
    );
  });

  it('refuses a letter anywhere', () => {
    fc.assert(
      fc.property(
        digits(5, 5),
        fc.nat(4),
        fc.constantFrom(...'abcxyzO'),
        (five, at, letter) => !isZip(five.slice(0, at) + letter + five.slice(at + 1)),
      ),
    );
  });
});

describe('phone', () => {
  it('accepts ten digits however they are punctuated, and a leading 1', () => {
    const punctuated = fc.tuple(
      digits(3, 3),
      digits(3, 3),
      digits(4, 4),
      fc.constantFrom('%s-%s-%s', '(%s) %s-%s', '%s.%s.%s', '%s%s%s', '+1 %s %s %s', '1-%s-%s-%s'),
    );
    fc.assert(
      fc.property(punctuated, ([a, b, c, format]) =>
        isPhone(format.replace('%s', a).replace('%s', b).replace('%s', c)),
      ),
    );
  });

  it('refuses too few or too many digits, and letters', () => {
    fc.assert(fc.property(digits(1, 9), (value) => !isPhone(value)));
    fc.assert(fc.property(digits(12, 16), (value) => !isPhone(value)));
    fc.assert(
      fc.property(digits(10, 10), fc.constantFrom('x', 'a', 'ext'), (value, letters) => !isPhone(value + letters)),
    );
  });
});

describe('e-mail', () => {
  it('accepts what fast-check calls an e-mail address with a dotted domain', () => {
    fc.assert(
      fc.property(
        fc
          .emailAddress()
          .filter((value) => /@[^@]+\.[^@.]+$/.test(value) && !/@[^@]*\.\./.test(value) && !/@\.|\.$/.test(value)),
        (value) => isEmail(value),
      ),
    );
  });

  it('refuses a value without an @, with two, with spaces, or without a dot after the @', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdefghij'), minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(
        word,
        word,
        (local, domain) =>
          !isEmail(`${local}${domain}.com`) &&
          !isEmail(`${local}@${domain}`) &&
          !isEmail(`${local}@@${domain}.com`) &&
          !isEmail(`${local} x@${domain}.com`),
      ),
    );
  });

  it.each([
    ['', 'Please enter an Email Address.'],
    ['   ', 'Please enter an Email Address.'],
    ['someone@', 'Sorry, this is an Invalid Email Address. Please double check your entry.'],
    ['someone@example.com', undefined],
  ])('%j: %s', (value, message) => {
    expect(emailError(value)).toBe(message);
  });
});

describe('the address form', () => {
  it('has no errors when every field is right', () => {
    expect(addressErrors(VALID)).toEqual({});
  });

  it('gives each blank required field its own message, exactly', () => {
    const blank = Object.fromEntries(Object.keys(VALID).map((key) => [key, ' '])) as AddressValues;
    expect(addressErrors(blank)).toEqual({
      first_name: 'Please enter a first name.',
      last_name: 'Please enter a last name.',
      street_address: 'Please enter a street address.',
      city: 'Please enter a city.',
      state: 'Please enter a state.',
      zip: 'Please enter a zip code.',
      phone: 'Please provide a Phone Number.',
    });
  });

  it('says an invalid zip, phone or state', () => {
    expect(addressErrors({ ...VALID, zip: '6061', phone: '555-0129', state: 'XX' })).toEqual({
      zip: 'Sorry, this Zip Code is invalid.',
      phone: 'Sorry, this is an Invalid Phone Number. Please double check your entry.',
      state: 'Please enter a state.',
    });
  });

  it('flags a zip exactly when isZip refuses it', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }).filter((value) => value.trim() !== ''),
        (zip) => (addressErrors({ ...VALID, zip }).zip === undefined) === isZip(zip),
      ),
    );
  });
});

it('asks for a gifter name', () => {
  expect(gifterError('  ')).toBe('Please enter a gifter name.');
  expect(gifterError('Sam')).toBeUndefined();
});
