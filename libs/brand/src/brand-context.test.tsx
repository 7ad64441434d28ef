import { render, screen } from '@testing-library/react';
import { BrandProvider, useBrand } from './brand-context';
import { sampleBrand } from './testing/sample-brand';

function BrandName() {
  return <p>{useBrand().displayName}</p>;
}

describe('BrandProvider / useBrand', () => {
  it('gives components the brand', () => {
    render(
      <BrandProvider brand={sampleBrand({ displayName: 'Rio Jogos' })}>
        <BrandName />
      </BrandProvider>,
    );
    expect(screen.getByText('Rio Jogos')).toBeTruthy();
  });

  it('says what is missing when there is no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<BrandName />)).toThrow('useBrand() needs a <BrandProvider> above it.');
  });
});
