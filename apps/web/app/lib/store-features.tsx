import { type StoreFeatures, storeFeatures } from "@store/domain/settings.schema";
import { createContext, type ReactNode, useContext } from "react";

/** Every feature on but the passcode: a page rendered without settings keeps the store as it was. */
const defaults = storeFeatures([]);
const StoreFeaturesContext = createContext<StoreFeatures>(defaults);

/** Gives every component the brand's feature flags (ADRs 054-060), read from its settings. */
export function StoreFeaturesProvider({
  features,
  children,
}: {
  features: StoreFeatures;
  children: ReactNode;
}) {
  return <StoreFeaturesContext.Provider value={features}>{children}</StoreFeaturesContext.Provider>;
}

/** The brand's feature flags. */
export function useStoreFeatures(): StoreFeatures {
  return useContext(StoreFeaturesContext);
}
