import { masks } from '@lousa/domain';
import { maskitoTransform } from '@maskito/core';
import { describe, expect, it } from 'vitest';
import { isAlphanumericPattern, maskOptions } from './mask-options';

const format = (value: string, pattern: string) => maskitoTransform(value, maskOptions(pattern));

describe('maskOptions (domain pattern -> Maskito)', () => {
  it('formats bare digits with every mask of the domain', () => {
    expect(format('12345678901', masks.cpf)).toBe('123.456.789-01');
    expect(format('11222333000181', masks.cnpj)).toBe('11.222.333/0001-81');
    expect(format('01310100', masks.cep)).toBe('01.310-100');
    expect(format('11987654321', masks.phone)).toBe('(11) 98765-4321');
    expect(format('01032026', masks.date)).toBe('01/03/2026');
  });

  it('formats a partial value without trailing literals', () => {
    expect(format('1234', masks.cpf)).toBe('123.4');
  });

  it('accepts letters in alphanumeric CNPJ slots, upper-cased, and never in digit slots', () => {
    expect(format('12abc34501de35', masks.cnpj)).toBe('12.ABC.345/01DE-35');
    expect(format('12a45678901', masks.cpf)).toBe('124.567.890-1');
  });

  it('cuts what does not fit', () => {
    expect(format('123456789012345', masks.cpf)).toBe('123.456.789-01');
  });

  it('returns the same options object for the same pattern', () => {
    expect(maskOptions(masks.cpf)).toBe(maskOptions(masks.cpf));
  });

  it('knows which patterns take letters', () => {
    expect(isAlphanumericPattern(masks.cnpj)).toBe(true);
    expect(isAlphanumericPattern(masks.cpf)).toBe(false);
  });
});
