import type { Brand } from "@store/domain/brands";
import { createContext, type ReactNode, useContext } from "react";

const BrandContext = createContext<Brand | null>(null);

/** Gives every component the current brand: components read its flags, never compare brand ids. */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The brand of the current request. */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error("useBrand needs a <BrandProvider> above it");
  return brand;
}

/** The brand when a provider is above; null in isolated component tests. */
export function useOptionalBrand(): Brand | null {
  return useContext(BrandContext);
}
