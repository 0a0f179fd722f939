import { type Brand, brands } from "@store/domain/brands";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { BrandProvider } from "~/lib/brand-context";
import { GlobalMessageProvider } from "~/lib/global-message";
import { NotFoundProvider } from "~/lib/not-found-context";

/** Renders UI the way the root does: inside a router, the brand and the shell's providers. */
export function renderWithProviders(ui: ReactElement, options: { brand?: Brand; path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[options.path ?? "/"]}>
      <BrandProvider brand={options.brand ?? brands.aol}>
        <GlobalMessageProvider>
          <NotFoundProvider>{ui}</NotFoundProvider>
        </GlobalMessageProvider>
      </BrandProvider>
    </MemoryRouter>,
  );
}
