import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-error";
import { uploadFailureText } from "./project-attachments";

describe("uploadFailureText", () => {
  it("shows the server's refusal of a size or a type", () => {
    const body = { errors: ["file: The file is larger than 25 MB. Attach a smaller file, or split it."] };
    expect(uploadFailureText(new ApiError(413, body, "/x"))).toBe(body.errors[0]);
  });
  it("names 413 and 415 plainly when the answer says nothing", () => {
    expect(uploadFailureText(new ApiError(413, null, "/x"))).toBe("That file is too large to attach.");
    expect(uploadFailureText(new ApiError(415, "", "/x"))).toBe("That type of file cannot be attached.");
  });
  it("says a lost connection, and the spec's default otherwise", () => {
    expect(uploadFailureText(new ApiError(0, null, "/x", "network"))).toMatch(/connection/);
    expect(uploadFailureText(new Error("x"))).toBe("Update Failed!");
  });
});
