import { describe, expect, it } from "vitest";
import { attachmentFieldsSchema } from "./project-attachment.schema.ts";
import {
  attachmentTooLargeMessage,
  attachmentTypeProblem,
  cleanAttachmentName,
} from "./project-attachment.ts";

describe("attachmentTypeProblem (by content)", () => {
  it("takes plans, photos, Office files and drawings", () => {
    for (const ext of ["pdf", "jpg", "png", "webp", "heic", "docx", "xlsx", "pptx", "cfb", "dwg"])
      expect(attachmentTypeProblem(ext)).toBeNull();
  });
  it("refuses what it can't identify and what it won't keep, naming what it takes", () => {
    expect(attachmentTypeProblem(null)).toMatch(/^file: We couldn't tell what kind of file/);
    expect(attachmentTypeProblem("exe")).toBe(
      "file: A .exe file can't be attached. Attach a PDF, JPEG, PNG, GIF, WebP, HEIC, AVIF, TIFF, Word, Excel, PowerPoint or DWG file.",
    );
    expect(attachmentTypeProblem("zip")).toMatch(/\.zip file can't/);
    expect(attachmentTypeProblem("html")).toMatch(/\.html file can't/);
  });
  it("says the limit", () => {
    expect(attachmentTooLargeMessage(25)).toBe(
      "file: The file is larger than 25 MB. Attach a smaller file, or split it.",
    );
  });
});

describe("cleanAttachmentName", () => {
  it("keeps the name, drops any path and control characters, and takes the content's extension", () => {
    expect(cleanAttachmentName("Kitchen plan v2.pdf", "pdf")).toBe("Kitchen plan v2.pdf");
    expect(cleanAttachmentName("C:\\Users\\sam\\plan.exe", "pdf")).toBe("plan.pdf");
    expect(cleanAttachmentName("../../etc/passwd", "png")).toBe("passwd.png");
    expect(cleanAttachmentName('a"b\u0000c<d>.jpeg', "jpg")).toBe("abcd.jpg");
    expect(cleanAttachmentName("", "pdf")).toBe("attachment.pdf");
    expect(cleanAttachmentName(".pdf", "pdf")).toBe("attachment.pdf");
    expect(cleanAttachmentName("x".repeat(500), "docx")).toHaveLength(200);
  });
});

describe("attachmentFieldsSchema", () => {
  it("takes a project and optionally a folder or a product", () => {
    expect(attachmentFieldsSchema.parse({ projectId: "4", folderId: "2" })).toEqual({
      projectId: 4,
      folderId: 2,
    });
    expect(attachmentFieldsSchema.safeParse({ projectId: "x" }).success).toBe(false);
    expect(attachmentFieldsSchema.safeParse({ projectId: "1", colour: "red" }).success).toBe(false);
    expect(attachmentFieldsSchema.safeParse({ projectId: "1", productCode: "" }).success).toBe(false);
  });
});
