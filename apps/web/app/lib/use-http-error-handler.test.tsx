import { brands } from "@store/domain/brands";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "~/testing/render-with-providers";
import { ApiError } from "./api-error.ts";
import { useGlobalMessage } from "./global-message.tsx";
import { useNotFound } from "./not-found-context.tsx";
import { useHttpErrorHandler } from "./use-http-error-handler.ts";

function FailingCall({
  error,
  disableNotFoundRedirect,
}: {
  error: unknown;
  disableNotFoundRedirect?: boolean;
}) {
  const handleError = useHttpErrorHandler();
  const { isNotFoundShown } = useNotFound();
  return (
    <>
      <button type="button" onClick={() => handleError(error, { disableNotFoundRedirect })}>
        call
      </button>
      <p>{isNotFoundShown ? "not-found page" : "own page"}</p>
    </>
  );
}

function MessageProbe() {
  const { message } = useGlobalMessage();
  return <output>{message ? `${message.type}: ${message.text}` : ""}</output>;
}

describe("useHttpErrorHandler", () => {
  afterEach(cleanup);

  it("shows the 404 message and swaps in the not-found page at the same address", () => {
    renderWithProviders(
      <>
        <MessageProbe />
        <FailingCall error={new ApiError(404, { code: "not_found", errors: [] }, "/api/v2/product/slug/x")} />
      </>,
      { brand: brands.wa, path: "/product/x" },
    );
    fireEvent.click(screen.getByText("call"));
    expect(screen.getByRole("status").textContent).toBe(
      "error: The page you looking for does not exist, please try again",
    );
    expect(screen.getByText("not-found page")).not.toBeNull();
  });

  it("keeps the page when the caller disables the not-found redirect", () => {
    renderWithProviders(
      <>
        <MessageProbe />
        <FailingCall error={new ApiError(404, null, "/api/x")} disableNotFoundRedirect />
      </>,
    );
    fireEvent.click(screen.getByText("call"));
    expect(screen.getByText("own page")).not.toBeNull();
  });

  it("shows the server's 400 messages in the bar", () => {
    renderWithProviders(
      <>
        <MessageProbe />
        <FailingCall
          error={new ApiError(400, { code: "invalid", errors: ["Postcode is required"] }, "/api/cart")}
        />
      </>,
    );
    fireEvent.click(screen.getByText("call"));
    expect(screen.getByRole("status").textContent).toBe("error: Postcode is required");
  });
});
