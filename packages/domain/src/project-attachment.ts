/**
 * The rules of project attachments (storefront s.3 "Attachment"; ADR 046): which types are taken (found
 * from the file's content, never from its name or the browser's word), how big, and how a file name is
 * cleaned. Pure: the server checks, the web app says the same before uploading.
 */

/** The types staff attach to a project (plans, photos, brochures, spreadsheets, drawings), by the extension file-type finds. */
export const attachmentTypes: Record<string, string> = {
  pdf: "PDF",
  jpg: "JPEG image",
  png: "PNG image",
  gif: "GIF image",
  webp: "WebP image",
  heic: "HEIC photo",
  avif: "AVIF image",
  tif: "TIFF image",
  docx: "Word document",
  xlsx: "Excel workbook",
  pptx: "PowerPoint presentation",
  cfb: "older Office document",
  dwg: "DWG drawing",
};

/** What the refusal of a type says: every accepted type, in words. */
export const acceptedTypesText =
  "PDF, JPEG, PNG, GIF, WebP, HEIC, AVIF, TIFF, Word, Excel, PowerPoint or DWG";

/** The default largest upload (ATTACHMENT_MAX_MB). */
export const defaultAttachmentMaxMb = 25;

/**
 * Why a file whose content was found to be `detected` (file-type's extension, or null when its content
 * matches no known type) is refused, or null when it is taken.
 */
export function attachmentTypeProblem(detected: string | null): string | null {
  if (detected === null)
    return `file: We couldn't tell what kind of file this is from its content. Attach a ${acceptedTypesText} file.`;
  if (!(detected in attachmentTypes))
    return `file: A .${detected} file can't be attached. Attach a ${acceptedTypesText} file.`;
  return null;
}

/** The refusal of a file over the limit. */
export function attachmentTooLargeMessage(maxMb: number): string {
  return `file: The file is larger than ${maxMb} MB. Attach a smaller file, or split it.`;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const unsafe = /[\u0000-\u001f\u007f-\u009f"\\/:*?<>|]/g;

/**
 * A file name fit to show and to send back in Content-Disposition: the last part of any path, without
 * control or reserved characters, at most 200 characters, never empty; its extension is the one its
 * content has (a 'plan.exe' that is a PDF is kept as 'plan.pdf').
 */
export function cleanAttachmentName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(unsafe, "").replace(/\s+/g, " ").trim();
  const stem =
    base
      .replace(/\.[^.]*$/, "")
      .replace(/^\.+/, "")
      .trim() || "attachment";
  const suffix = `.${extension}`;
  return `${stem.slice(0, 200 - suffix.length)}${suffix}`;
}
