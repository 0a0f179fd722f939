import type { NavigationView } from "@store/domain/navbar.schema";

/** The mobile navigation: whether the drawer is open, which view it shows, and the opened categories. */
export interface MobileNavState {
  open: boolean;
  view: NavigationView;
  /** Categories opened in the drawer, in the order they were opened. */
  categoryStack: readonly string[];
}

export type MobileNavAction =
  | { type: "open"; view: NavigationView }
  | { type: "close" }
  | { type: "showView"; view: NavigationView }
  | { type: "toggleCategory"; uri: string };

export const initialMobileNavState: MobileNavState = { open: false, view: "none", categoryStack: [] };

/**
 * The mobile navigation's transitions (storefront s.4): closing resets the view to none and clears the
 * category stack; a category with subcategories toggles open and closed.
 */
export function mobileNavReducer(state: MobileNavState, action: MobileNavAction): MobileNavState {
  switch (action.type) {
    case "open":
      return { ...state, open: true, view: action.view };
    case "close":
      return initialMobileNavState;
    case "showView":
      return { ...state, view: action.view };
    case "toggleCategory": {
      const at = state.categoryStack.indexOf(action.uri);
      // Closing a category also closes whatever was opened inside it afterwards
      const categoryStack = at >= 0 ? state.categoryStack.slice(0, at) : [...state.categoryStack, action.uri];
      return { ...state, categoryStack };
    }
    default:
      return state;
  }
}
