import { CookingDemoList } from "./cooking-demo-list";
import { useCookingDemos } from "./use-cooking-demos";

/** The chosen store's upcoming cooking demos, loaded in the browser and cached for an hour. */
export function StoreCookingDemos({ storeUri, storeName }: { storeUri: string; storeName: string }) {
  const { demos, failed } = useCookingDemos(storeUri);
  // A failed call is not worth an error in a dropdown: the section simply stays away
  if (failed) return null;
  return <CookingDemoList demos={demos} storeName={storeName} />;
}
