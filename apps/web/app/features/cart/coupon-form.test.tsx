import { readApiError } from "@store/domain/api-error.schema";
import { cartCouponAddSchema, cartEmailSchema } from "@store/domain/cart.schema";
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "~/lib/api-client";
import { CartProvider } from "~/lib/cart-state";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";
import { VisitorGeoProvider } from "~/lib/visitor-geo";
import { renderWithProviders } from "~/testing/render-with-providers";
import { CouponForm } from "./coupon-form";
import { EmailCartForm } from "./email-cart-form";

afterEach(cleanup);

/**
 * The forms with a client whose calls never answer (so the cart stays as it is) and are recorded:
 * what the browser refuses must never reach the API. What the server says is tested through
 * showServerErrors below and end to end in e2e/cart.spec.ts.
 */
function renderForms() {
  const calls: string[] = [];
  const api = createApiClient((path) => {
    calls.push(path);
    return new Promise<Response>(() => {});
  });
  renderWithProviders(
    <VisitorGeoProvider geo={null} locationLabel={null}>
      <CartProvider api={api}>
        <CouponForm />
        <EmailCartForm />
      </CartProvider>
    </VisitorGeoProvider>,
  );
  return { calls };
}

const codeInput = () => screen.getByLabelText("Coupon code");
const emailInput = () => screen.getByLabelText("Email my cart");
const describedText = (input: HTMLElement) =>
  document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;

describe("the cart's forms (react-hook-form with the domain's schemas)", () => {
  it("refuses a blank or malformed code with the schema's message, calling nothing", async () => {
    const { calls } = renderForms();
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(codeInput().getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(codeInput())).toBe("Please enter a coupon code");
    fireEvent.change(codeInput(), { target: { value: "SAVE 10!" } });
    await waitFor(() =>
      expect(describedText(codeInput())).toBe("A coupon code uses letters, digits and '-' only"),
    );
    expect(calls).toEqual(["/api/cart/"]);
  });

  it("checks the address with the schema, and clears the message once it is right", async () => {
    const { calls } = renderForms();
    fireEvent.change(emailInput(), { target: { value: "not-an-address" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(describedText(emailInput())).toBe("Please enter a valid email address"));
    expect(emailInput().getAttribute("aria-invalid")).toBe("true");
    await act(async () => {
      fireEvent.change(emailInput(), { target: { value: "shopper@example.com" } });
    });
    await waitFor(() => expect(emailInput().getAttribute("aria-invalid")).toBeNull());
    expect(describedText(emailInput())).toBe("");
    expect(calls).toEqual(["/api/cart/"]);
  });
});

describe("showServerErrors", () => {
  it("puts the server's 'field: text' messages on their field and the rest on the form's field", () => {
    const { result } = renderHook(() => useZodForm(cartEmailSchema, { defaultValues: { email: "" } }));
    const problem = readApiError(400, {
      code: "invalid",
      errors: ["email: Please enter a valid email address", "Too many carts mailed today"],
    });
    act(() => showServerErrors(result.current, problem.messages, ["email"], "email"));
    expect(result.current.getFieldState("email").error?.message).toBe(
      "Please enter a valid email address, Too many carts mailed today",
    );
  });

  it("shows a message naming no field on the fallback field", () => {
    const { result } = renderHook(() => useZodForm(cartCouponAddSchema, { defaultValues: { code: "" } }));
    const problem = readApiError(400, {
      code: "invalid",
      errors: ["That coupon code is not valid. Please check it and try again."],
    });
    act(() => showServerErrors(result.current, problem.messages, ["code"], "code"));
    expect(result.current.getFieldState("code").error).toMatchObject({
      type: "server",
      message: "That coupon code is not valid. Please check it and try again.",
    });
  });
});
