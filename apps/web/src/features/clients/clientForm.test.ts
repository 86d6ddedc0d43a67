import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { useClientForm } from './clientForm';

const BRAND = '0b8f7f54-6a3e-4c55-9d3b-2f6f1c1e2a10';
const REGION = '5d6e2f1a-7b3c-4d8e-9f0a-1b2c3d4e5f60';

describe('the client form', () => {
  it("refuses what the server's create rule refuses, in the form's words", () => {
    const { result } = renderHook(() => useClientForm());
    result.current.setValues({ name: ' ', email: 'nope', phone: 'call me', abn: '12 345 678 901', address: 'x'.repeat(501) });
    expect(result.current.validate().errors).toEqual({
      brandId: 'Choose a brand',
      regionId: 'Choose a region',
      name: 'Enter the client name',
      email: 'Enter a valid email address',
      phone: 'Enter a valid phone number',
      abn: 'Enter a valid 11-digit ABN.',
      address: 'Use at most 500 characters',
    });
  });

  it('accepts a blank email, phone and ABN', () => {
    const { result } = renderHook(() => useClientForm());
    result.current.setValues({ brandId: BRAND, regionId: REGION, name: 'Acme', email: ' ' });
    expect(result.current.validate().errors).toEqual({});
  });
});
