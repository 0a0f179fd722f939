import { projectErrorDefault, projectFallbacks, projectOperations } from "@store/domain/project-errors";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-error";
import { errorsOf, failureText, useOperations } from "./use-operations";

/** A call the test answers when it chooses, so the Loading state can be seen. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const refused = (status: number, body: unknown = {}) => new ApiError(status, body, "/api/v2/project");
const noAnswer = () => new ApiError(0, null, "/api/v2/project", "network");

describe("useOperations: a loading status per operation (storefront s.4)", () => {
  it("starts every operation Initial with no errors, and nothing busy", () => {
    const { result } = renderHook(() => useOperations());
    for (const operation of projectOperations)
      expect(result.current.stateOf(operation)).toEqual({ status: "Initial", errors: [] });
    expect(result.current.busy).toBe(false);
  });

  it("is Loading while the call runs, then Success with the answer; the others stay Initial", async () => {
    const { result } = renderHook(() => useOperations());
    const call = deferred<string>();
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = result.current.run("quote", () => call.promise);
    });
    expect(result.current.stateOf("quote")).toEqual({ status: "Loading", errors: [] });
    expect(result.current.busy).toBe(true);
    expect(result.current.stateOf("lock").status).toBe("Initial");
    await act(async () => {
      call.resolve("saved");
      await answer;
    });
    await expect(answer).resolves.toBe("saved");
    expect(result.current.stateOf("quote")).toEqual({ status: "Success", errors: [] });
    expect(result.current.busy).toBe(false);
  });

  it("is Failure with the operation's error list, and answers null", async () => {
    const { result } = renderHook(() => useOperations());
    let answer: unknown;
    await act(async () => {
      answer = await result.current.run("quote", async () => {
        throw refused(400, { errors: ["A quote needs products", "Give the customer's email"] });
      });
    });
    expect(answer).toBeNull();
    expect(result.current.stateOf("quote")).toEqual({
      status: "Failure",
      errors: ["A quote needs products", "Give the customer's email"],
    });
  });

  it("keeps each operation's state apart: a later success elsewhere leaves a failure as it was", async () => {
    const { result } = renderHook(() => useOperations());
    await act(async () => {
      await result.current.run("lock", async () => {
        throw refused(500);
      });
      await result.current.run("sharedStatus", async () => "shared");
      await result.current.run("productTransfer", async () => {
        throw refused(409, { errors: ["Not in the source project", "and more"] });
      });
    });
    expect(result.current.stateOf("lock")).toEqual({
      status: "Failure",
      errors: ["An error occurred locking project."],
    });
    expect(result.current.stateOf("sharedStatus")).toEqual({ status: "Success", errors: [] });
    expect(result.current.stateOf("productTransfer")).toEqual({
      status: "Failure",
      errors: ["Not in the source project"],
    });
    expect(result.current.stateOf("convertToCart").status).toBe("Initial");

    // Running it again clears the old errors while it loads
    const call = deferred<string>();
    act(() => {
      void result.current.run("lock", () => call.promise);
    });
    expect(result.current.stateOf("lock")).toEqual({ status: "Loading", errors: [] });
    expect(result.current.stateOf("productTransfer").status).toBe("Failure");
    await act(async () => call.resolve("locked"));
    expect(result.current.stateOf("lock").status).toBe("Success");
  });

  it("uses a call's own fallback when the answer carries no errors (cancelling a lock)", async () => {
    const { result } = renderHook(() => useOperations());
    await act(async () => {
      await result.current.run(
        "priceLockEdit",
        async () => {
          throw refused(500);
        },
        projectFallbacks.cancelLock,
      );
    });
    expect(result.current.stateOf("priceLockEdit").errors).toEqual([
      "An error occurred cancelling lock project.",
    ]);
    await act(async () => {
      await result.current.run(
        "priceLockEdit",
        async () => {
          throw noAnswer();
        },
        projectFallbacks.cancelLock,
      );
    });
    expect(result.current.stateOf("priceLockEdit").errors).toEqual([
      "An error occurred cancelling lock project.",
    ]);
  });
});

describe("errorsOf: the error list an operation shows (storefront s.8)", () => {
  it("gives the default by status when the answer says nothing", () => {
    for (const status of [400, 401, 403, 404])
      expect(errorsOf("createUpdate", refused(status))).toEqual([projectErrorDefault(status)]);
    expect(errorsOf("createUpdate", refused(400))).toEqual(["Invalid request. Please check your input."]);
    expect(errorsOf("customer", refused(401))).toEqual(["Authentication required. Please log in again."]);
    expect(errorsOf("comment", refused(403))).toEqual(["You do not have permission to perform this action."]);
    expect(errorsOf("variation", refused(404))).toEqual(["The requested resource could not be found."]);
    // A server failure, or no answer at all, is the spec's failure default
    expect(errorsOf("folderCreate", refused(500))).toEqual(["Update Failed!"]);
    expect(errorsOf("folderDuplicate", noAnswer())).toEqual(["Update Failed!"]);
    expect(errorsOf("convertToCart", new TypeError("Failed to fetch"))).toEqual(["Update Failed!"]);
  });

  it("prefers the server's list, errors or error.errors flattened", () => {
    expect(errorsOf("quote", refused(400, { errors: ["one", "two"] }))).toEqual(["one", "two"]);
    expect(
      errorsOf("customer", refused(400, { error: { errors: { email: ["bad email"], phone: ["bad"] } } })),
    ).toEqual(["bad email", "bad"]);
  });

  it("gives the lock and shared-status fallbacks of the spec", () => {
    expect(errorsOf("lock", refused(500))).toEqual(["An error occurred locking project."]);
    expect(errorsOf("priceLockEdit", refused(502))).toEqual(["An error occurred locking project."]);
    expect(errorsOf("sharedStatus", noAnswer())).toEqual(["An error occurred updating shared status."]);
  });
});

describe("failureText: the message a screen shows for a failed load or action (storefront s.8)", () => {
  it("shows every fallback message of the spec when the answer carries none", () => {
    for (const fallback of Object.values(projectFallbacks)) {
      expect(failureText(refused(500, null), fallback)).toBe(fallback);
      expect(failureText(refused(404, {}), fallback)).toBe(fallback);
      expect(failureText(noAnswer(), fallback)).toBe(fallback);
      expect(failureText(new Error("boom"), fallback)).toBe(fallback);
    }
  });

  it("shows the first message of the answer otherwise", () => {
    expect(
      failureText(
        refused(409, { errors: ["Someone else changed this project", "x"] }),
        projectFallbacks.email,
      ),
    ).toBe("Someone else changed this project");
    expect(
      failureText(refused(400, { error: { errors: ["No customer email"] } }), projectFallbacks.email),
    ).toBe("No customer email");
  });
});
