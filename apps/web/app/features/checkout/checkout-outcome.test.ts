import { checkoutMessages } from "@store/domain/checkout.schema";
import { describe, expect, it } from "vitest";
import {
  alreadyProcessingMessage,
  checkoutOutcome,
  paymentReturnMessage,
  pollStep,
  returnOutcome,
} from "./checkout-outcome";
import { checkoutAnswer } from "./checkout-test-kit";

const support = "1300 000 000";
const outcome = (
  status: number,
  response = checkoutAnswer(),
  paymentOption: "CreditCard" | "ZipInStore" = "CreditCard",
) => checkoutOutcome({ status, response, supportNumber: support, paymentOption });

describe("checkoutOutcome (checkout s.4 Submit, s.8)", () => {
  it("completes, polls an in-store payment, posts the 3-D Secure form or redirects", () => {
    expect(outcome(200)).toEqual({ kind: "completed", cartId: checkoutAnswer().cartId });
    expect(
      outcome(200, checkoutAnswer({ orderCompleted: false, orderReference: "AOL-100042" }), "ZipInStore"),
    ).toEqual({
      kind: "poll",
      cartId: checkoutAnswer().cartId,
      paymentReference: "PAY-1",
      orderReference: "AOL-100042",
    });
    expect(
      outcome(
        200,
        checkoutAnswer({
          orderCompleted: false,
          redirectUrl: "/x",
          secure3DResponse: { htmlFormAction: "/acs", htmlFormToPost: { a: "1" } },
        }),
      ),
    ).toEqual({ kind: "post-form", action: "/acs", fields: { a: "1" } });
    expect(outcome(200, checkoutAnswer({ orderCompleted: false, redirectUrl: "/pay" }))).toEqual({
      kind: "redirect",
      url: "/pay",
    });
  });

  it("words 400, 401, 409 and any other failure as the spec says, reporting payment errors", () => {
    expect(outcome(400, checkoutAnswer({ errorMessages: ["a", "b"] }))).toMatchObject({
      messages: ["a", "b"],
      reloadView: true,
      report: false,
    });
    expect(outcome(401, checkoutAnswer({ refusalReason: "Insufficient funds" }))).toMatchObject({
      messages: [checkoutMessages.payment401(support), "Insufficient funds"],
      report: true,
    });
    // The reason only where the payment kind shows it (checkout s.8): a wallet's yes, a staff method's no
    for (const [paymentOption, shown] of [
      ["GooglePay", true],
      ["Cash", false],
    ] as const)
      expect(
        checkoutOutcome({
          status: 401,
          response: checkoutAnswer({ refusalReason: "Insufficient funds" }),
          supportNumber: support,
          paymentOption,
        }),
      ).toMatchObject({
        messages: [checkoutMessages.payment401(support), ...(shown ? ["Insufficient funds"] : [])],
      });
    expect(outcome(409, checkoutAnswer())).toMatchObject({ messages: [alreadyProcessingMessage] });
    expect(
      checkoutOutcome({ status: 0, response: null, supportNumber: support, paymentOption: "CreditCard" }),
    ).toMatchObject({
      messages: [checkoutMessages.checkoutOther(support)],
      report: true,
    });
    // A 200 that neither completes nor redirects is a failure, not a silent stop
    expect(outcome(200, checkoutAnswer({ orderCompleted: false, success: false }))).toMatchObject({
      kind: "error",
    });
  });
});

describe("pollStep (checkout s.4 Polling)", () => {
  it("completes on Approved, stops on Cancelled, Declined and Expired, waits otherwise", () => {
    expect(pollStep({ paymentStatus: "Approved", message: null })).toEqual({ kind: "approved" });
    expect(pollStep({ paymentStatus: "Pending", message: null })).toEqual({ kind: "wait" });
    // A status the provider answered that the store does not recognise is not an end (ADR 035's amendment)
    expect(pollStep({ paymentStatus: "Unknown", message: null })).toEqual({ kind: "wait" });
    for (const paymentStatus of ["Cancelled", "Declined", "Expired"] as const)
      expect(pollStep({ paymentStatus, message: "No" })).toEqual({ kind: "stop", message: "No" });
  });

  it("keeps polling through 5xx and stops on other failures", () => {
    expect(pollStep({ failedStatus: 503 })).toEqual({ kind: "wait" });
    expect(pollStep({ failedStatus: 404 })).toEqual({
      kind: "stop",
      message: checkoutMessages.somethingWrong,
    });
  });
});

describe("paymentReturnMessage", () => {
  it("says a cancelled return was cancelled and a refused one with the support number", () => {
    expect(paymentReturnMessage("CANCELLED", support)).toBe(checkoutMessages.cancelledReturn);
    expect(paymentReturnMessage("REFUSED", support)).toBe(checkoutMessages.payment401(support));
    expect(paymentReturnMessage(null, support)).toBeNull();
  });

  it("says a payment voided because the order could no longer be placed was not charged", () => {
    expect(paymentReturnMessage("UNAVAILABLE", support)).toBe(checkoutMessages.voidedUnavailable);
  });
});

describe("returnOutcome (a redirect provider's return, checkout s.8, ADR 036)", () => {
  const pending = { orderCompleted: false, success: true, paymentStatus: "Pending" as const };
  it("completes, goes back to the provider by link or form, or waits for a referred application", () => {
    expect(returnOutcome({ status: 200, response: checkoutAnswer() })).toEqual({
      kind: "completed",
      cartId: checkoutAnswer().cartId,
    });
    expect(
      returnOutcome({ status: 200, response: checkoutAnswer({ ...pending, redirectUrl: "/pp" }) }),
    ).toEqual({
      kind: "redirect",
      url: "/pp",
    });
    expect(
      returnOutcome({
        status: 200,
        response: checkoutAnswer({
          ...pending,
          redirectUrl: "/zip",
          secure3DResponse: { htmlFormAction: "/zip", htmlFormToPost: { checkoutId: "co_1" } },
        }),
      }),
    ).toEqual({ kind: "post-form", action: "/zip", fields: { checkoutId: "co_1" } });
    expect(
      returnOutcome({
        status: 200,
        response: checkoutAnswer({ ...pending, paymentReference: "p1", message: "Zip is reviewing" }),
      }),
    ).toMatchObject({ kind: "waiting", paymentReference: "p1", message: "Zip is reviewing" });
  });

  it("shows the cancel's own words: Afterpay's and Zip's cancelled return, PayPal's user cancel", () => {
    const cancelled = (reason: string) =>
      returnOutcome({
        status: 400,
        response: checkoutAnswer({
          orderCompleted: false,
          paymentStatus: "Cancelled",
          refusalReason: reason,
        }),
      });
    expect(cancelled(checkoutMessages.cancelledReturn)).toMatchObject({
      status: "CANCELLED",
      messages: ["You've cancelled your payment."],
      report: false,
    });
    expect(cancelled(checkoutMessages.userCancel)).toMatchObject({
      status: "CANCELED",
      messages: ["The transaction was canceled."],
    });
  });

  it("joins the server's errors and shows the refusal reason; the call failing is 'Service currently unavailable'", () => {
    expect(
      returnOutcome({
        status: 401,
        response: checkoutAnswer({
          orderCompleted: false,
          errorMessages: ["Sorry there has been a problem.", "Second."],
          refusalReason: "Zip declined this application.",
        }),
      }),
    ).toMatchObject({
      status: "REFUSED",
      messages: ["Sorry there has been a problem. Second.", "Zip declined this application."],
      report: true,
    });
    expect(returnOutcome({ status: 0, response: null })).toMatchObject({
      messages: ["Service currently unavailable. Please try again later"],
    });
    expect(returnOutcome({ status: 500, response: null })).toMatchObject({
      messages: ["Something has gone wrong, Please try again."],
    });
  });

  it("names PayPal's cancel and a lapsed payment on the checkout it goes back to", () => {
    expect(paymentReturnMessage("CANCELED", support)).toBe(checkoutMessages.userCancel);
    expect(paymentReturnMessage("EXPIRED", support)).toBe(checkoutMessages.paymentExpired);
  });
});
