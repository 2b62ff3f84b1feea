import { describe, expect, it } from 'vitest';
import {
  isValidAccountNumber,
  isValidBrMobile,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidEvp,
  isValidHolderName,
  maskAccount,
  validatePixKey,
} from './br-documents.ts';

// Check digits computed here the long way, independently of the module under test, so a
// generated number is a second opinion and not the module agreeing with itself.
function mod11(values: number[], weights: number[]): number {
  const sum = values.reduce((total, value, i) => total + value * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
function cpfWithDigits(nine: string): string {
  const values = [...nine].map(Number);
  const first = mod11(values, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11([...values, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${nine}${first}${second}`;
}
function cnpjWithDigits(twelve: string): string {
  const values = [...twelve].map((c) => c.charCodeAt(0) - 48);
  const weights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const first = mod11(values, weights);
  const second = mod11([...values, first], [6, ...weights]);
  return `${twelve}${first}${second}`;
}
/** Deterministic pseudo-random strings (a fixed LCG) so a failure always reproduces. */
function* seeded(alphabet: string, length: number, count: number): Generator<string> {
  let state = 12345;
  for (let n = 0; n < count; n++) {
    let out = '';
    for (let i = 0; i < length; i++) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      out += alphabet[state % alphabet.length];
    }
    yield out;
  }
}
/** The same string with the check digit at `index` changed to every other digit. */
function wrongDigits(valid: string, index: number): string[] {
  const current = valid[index];
  return [...'0123456789']
    .filter((d) => d !== current)
    .map((d) => valid.slice(0, index) + d + valid.slice(index + 1));
}

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', '000.000.001-91'])(
    'accepts %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  it.each([
    ['a wrong first check digit', '529.982.247-15'],
    ['a wrong second check digit', '529.982.247-26'],
    ['ten digits', '5299822472'],
    ['twelve digits', '529982247250'],
    ['all digits equal (check digits would pass)', '111.111.111-11'],
    ['all zeros', '00000000000'],
    ['a letter', '529.982.247-2A'],
    ['a slash (CNPJ punctuation)', '529.982.247/25'],
    ['inner spaces', '529 982 247 25'],
    ['empty', ''],
  ])('refuses %s', (_, cpf) => expect(isValidCpf(cpf)).toBe(false));

  it('accepts 200 generated CPFs and refuses each with any other check digit', () => {
    for (const nine of seeded('0123456789', 9, 200)) {
      const cpf = cpfWithDigits(nine);
      if (/^(\d)\1{10}$/.test(cpf)) continue;
      expect(isValidCpf(cpf), cpf).toBe(true);
      for (const wrong of [...wrongDigits(cpf, 9), ...wrongDigits(cpf, 10)]) {
        expect(isValidCpf(wrong), wrong).toBe(false);
      }
    }
  });
});

describe('isValidCnpj', () => {
  it.each([
    // Numeric CNPJ (Itaú Unibanco, a public registration) and a textbook example.
    '60.701.190/0001-04',
    '60701190000104',
    '11.222.333/0001-81',
    // Alphanumeric CNPJ: the Receita Federal's own example, and ones computed above.
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '1A.2B3.C4D/5E6F-34',
    'AB.CDE.FGH/IJKL-80',
    'ZZ.ZZZ.ZZZ/ZZZZ-62',
    // Lower-case letters are the same registration (normalized to upper case).
    '12.abc.345/01de-35',
  ])('accepts %s', (cnpj) => expect(isValidCnpj(cnpj)).toBe(true));

  it.each([
    ['a wrong first check digit', '12.ABC.345/01DE-45'],
    ['a wrong second check digit', '12.ABC.345/01DE-36'],
    ['a letter among the check digits', '12.ABC.345/01DE-3A'],
    ['a character outside 0-9 A-Z', '12.ABÇ.345/01DE-35'],
    ['13 characters', '1ABC34501DE35'],
    ['15 characters', '112ABC34501DE35'],
    ['all zeros (check digits would pass)', '00.000.000/0000-00'],
    ['all digits equal', '11111111111111'],
    ['a CPF', '529.982.247-25'],
    ['inner spaces', '12 ABC 345 01DE 35'],
    ['empty', ''],
  ])('refuses %s', (_, cnpj) => expect(isValidCnpj(cnpj)).toBe(false));

  it('accepts 200 generated alphanumeric CNPJs and refuses each with any other check digit', () => {
    for (const twelve of seeded('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 12, 200)) {
      const cnpj = cnpjWithDigits(twelve);
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
      for (const wrong of [...wrongDigits(cnpj, 12), ...wrongDigits(cnpj, 13)]) {
        expect(isValidCnpj(wrong), wrong).toBe(false);
      }
    }
  });
});

describe('isValidBrMobile', () => {
  it.each([
    '+55 11 91234-5678',
    '11912345678',
    '+5511912345678',
    '(11) 91234-5678',
    '5511912345678',
    '+55 (21) 98765-4321',
    '+55 99 99999-9999',
  ])('accepts %s', (phone) => expect(isValidBrMobile(phone)).toBe(true));

  it.each([
    ['a landline (8 digits)', '+55 11 3123-4567'],
    ['a landline with an area code only', '1131234567'],
    ['a 9-digit number not starting with 9', '+55 11 81234-5678'],
    ['area code 10 (has a 0)', '+55 10 91234-5678'],
    ['area code 20 (has a 0)', '+55 20 91234-5678'],
    ['area code 01', '01912345678'],
    ['an unassigned area code (23)', '+55 23 91234-5678'],
    ['another country code', '+54 11 91234-5678'],
    ['no area code', '912345678'],
    ['too many digits', '+55 11 912345-67890'],
    ['a letter', '+55 11 9123A-5678'],
    ['two plus signs', '++55 11 91234-5678'],
    ['empty', ''],
  ])('refuses %s', (_, phone) => expect(isValidBrMobile(phone)).toBe(false));
});

describe('isValidEmail', () => {
  it.each([
    'player@example.com',
    'First.Last+pix@sub.example.com.br',
    'a@b.co',
    `${'a'.repeat(64)}@example.com`, // 76 characters, the longest local part
    `${'a'.repeat(60)}@${'b'.repeat(12)}.com`, // 77: the Pix limit
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    ['78 characters (over the Pix limit)', `${'a'.repeat(60)}@${'b'.repeat(13)}.com`],
    ['a local part of 65 characters', `${'a'.repeat(65)}@example.com`],
    ['a local part starting with a dot', '.player@example.com'],
    ['a domain label ending with a hyphen', 'player@example-.com'],
    ['no @', 'player.example.com'],
    ['two @', 'pla@yer@example.com'],
    ['no dot in the domain', 'player@localhost'],
    ['an inner space', 'pla yer@example.com'],
    ['an empty local part', '@example.com'],
    ['a domain starting with a dot', 'player@.example.com'],
    ['a domain ending with a dot', 'player@example.com.'],
    ['two dots in a row in the domain', 'player@example..com'],
    ['a one-letter top-level domain', 'player@example.c'],
    ['empty', ''],
  ])('refuses %s', (_, email) => expect(isValidEmail(email)).toBe(false));
});

describe('isValidEvp', () => {
  it.each(['123e4567-e89b-42d3-a456-426614174000', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'])(
    'accepts %s',
    (evp) => expect(isValidEvp(evp)).toBe(true),
  );

  it.each([
    ['upper case', 'F47AC10B-58CC-4372-A567-0E02B2C3D479'],
    ['mixed case', 'f47ac10b-58cc-4372-A567-0e02b2c3d479'],
    ['no hyphens', 'f47ac10b58cc4372a5670e02b2c3d479'],
    ['braces', '{f47ac10b-58cc-4372-a567-0e02b2c3d479}'],
    ['version 0', 'f47ac10b-58cc-0372-a567-0e02b2c3d479'],
    ['a variant outside RFC 4122', 'f47ac10b-58cc-4372-c567-0e02b2c3d479'],
    ['a non-hex letter', 'g47ac10b-58cc-4372-a567-0e02b2c3d479'],
    ['too short', 'f47ac10b-58cc-4372-a567-0e02b2c3d47'],
    ['empty', ''],
  ])('refuses %s', (_, evp) => expect(isValidEvp(evp)).toBe(false));
});

describe('validatePixKey', () => {
  it.each([
    ['CPF', ' 529.982.247-25 ', '52998224725'],
    ['CNPJ', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['PHONE', '+55 11 91234-5678', '+5511912345678'],
    ['PHONE', '(11) 91234-5678', '+5511912345678'],
    ['PHONE', '5511912345678', '+5511912345678'],
    ['EMAIL', 'Player@Example.COM', 'player@example.com'],
    ['EVP', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'],
  ] as const)('%s %s is sent as %s', (type, key, normalized) => {
    expect(validatePixKey(type, key)).toEqual({ ok: true, normalized });
  });

  it.each([
    ['CPF', '529.982.247-26', 'cpf'],
    ['CNPJ', '12.ABC.345/01DE-36', 'cnpj'],
    ['PHONE', '+55 11 3123-4567', 'phone'],
    ['EMAIL', 'player@localhost', 'email'],
    ['EVP', 'F47AC10B-58CC-4372-A567-0E02B2C3D479', 'evp'],
    // One string valid as one type is not valid as another: the player chooses the type.
    ['PHONE', '52998224725', 'phone'],
    ['CPF', '11912345678', 'cpf'],
  ] as const)('%s %s is refused as %s', (type, key, error) => {
    expect(validatePixKey(type, key)).toEqual({ ok: false, error });
  });
});

describe('isValidHolderName', () => {
  it.each([
    'Jo',
    'José da Silva',
    "D'Ávila",
    'Ana-Maria S. Conceição',
    'Nguyễn Văn An',
    'a'.repeat(60),
  ])('accepts %s', (name) => expect(isValidHolderName(name)).toBe(true));

  it.each([
    ['one letter', 'J'],
    ['61 characters', 'a'.repeat(61)],
    ['a digit', 'José 2'],
    ['an @', 'jose@silva'],
    ['only punctuation', "-.'"],
    ['only spaces', '    '],
    ['empty', ''],
  ])('refuses %s', (_, name) => expect(isValidHolderName(name)).toBe(false));
});

describe('isValidAccountNumber', () => {
  it.each(['123456', '1234-5678 90', '0001 234567-8', '1'.repeat(20)])('accepts %s', (number) =>
    expect(isValidAccountNumber(number)).toBe(true),
  );

  it.each([
    ['5 digits', '12345'],
    ['21 digits', '1'.repeat(21)],
    ['a letter', '12345X'],
    ['a dot', '1234.5678'],
    ['only separators', '-- --'],
    ['empty', ''],
  ])('refuses %s', (_, number) => expect(isValidAccountNumber(number)).toBe(false));
});

describe('maskAccount', () => {
  it.each([
    ['1234567890', '•••• 7890'],
    ['1234-5678 90', '•••• 7890'],
    ['+5511912345678', '•••• 5678'],
    ['player@example.com', '•••• .com'],
    ['123', '•••• 123'],
  ])('%s -> %s', (value, masked) => expect(maskAccount(value)).toBe(masked));
});
