import { describe, expect, it } from "vitest";
import { contactMessageSchema, contactReference } from "./contact.schema.ts";

const good = { name: "Sam Lee", email: "Sam@Example.com", message: "Does this oven fit a 600 mm cavity?" };

describe("contactMessageSchema", () => {
  it("takes a name, an email and a message, the phone and page optional", () => {
    const parsed = contactMessageSchema.parse({ ...good, phone: "", page: "/p/oven" });
    expect(parsed).toEqual({ ...good, email: "sam@example.com", phone: undefined, page: "/p/oven" });
    expect(contactMessageSchema.parse({ ...good, phone: "0412 345 678" }).phone).toBe("0412345678");
  });

  it("says what is missing or wrong in words a shopper can act on", () => {
    const errors = (value: unknown) =>
      contactMessageSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(errors({ ...good, name: " " })).toContain("Please enter your name");
    expect(errors({ ...good, email: "sam" })).toContain("Please enter a valid email address");
    expect(errors({ ...good, message: "Hi" })).toContain(
      "Please write a little more (at least 10 characters), so we can help",
    );
    expect(errors({ ...good, phone: "12" })).toContain(
      "Please enter a valid Australian or New Zealand phone number",
    );
    expect(errors({ ...good, page: "//evil.example" })).toContain("The page is a path on this store");
  });

  it("names a message MSG and six digits", () => {
    expect(contactReference(42)).toBe("MSG-000042");
  });
});
