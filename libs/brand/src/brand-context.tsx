import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { BrandConfig } from './schema';

const BrandContext = createContext<BrandConfig | null>(null);

/** Makes the validated brand available to every component below it through `useBrand()`. */
export function BrandProvider({ brand, children }: { brand: BrandConfig; children?: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The current brand. Throws when used outside a BrandProvider (a wiring mistake, not a user error). */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() needs a <BrandProvider> above it.');
  return brand;
}
