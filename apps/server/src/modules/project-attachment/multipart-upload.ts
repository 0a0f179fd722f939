import { Readable } from "node:stream";
import Busboy, { type BusboyInstance } from "@fastify/busboy";
import { AppError } from "../../http/app-error.ts";
import type { AttachmentStorage, StoredUpload } from "./attachment-storage.ts";

/** A multipart upload read: its text fields and its one file, on disk. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  file: (StoredUpload & { fileName: string }) | null;
}

const maxFields = 10;

/**
 * Reads a multipart/form-data body as it arrives (ADR 046): text fields into memory (a few, short), the
 * one `file` part straight to disk through `storage.receive`, so an upload costs memory by the chunk,
 * not by its size. A second file, or a form that is not multipart, is refused (400).
 */
export async function receiveMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  storage: AttachmentStorage,
  maxBytes: number,
): Promise<ReceivedUpload> {
  if (!body || !contentType?.toLowerCase().startsWith("multipart/form-data"))
    throw new AppError("invalid", "file: Send the file as multipart/form-data, in a part named file");
  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fields: maxFields, fieldSize: 1000, parts: maxFields + 1, headerPairs: 20 },
    });
  } catch {
    throw new AppError("invalid", "file: The form could not be read (no multipart boundary)");
  }
  const fields: Record<string, string> = {};
  const problems: string[] = [];
  let file: Promise<ReceivedUpload["file"]> | null = null;
  const done = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value, nameTruncated, valueTruncated) => {
      if (nameTruncated || valueTruncated) problems.push(`${name}: is too long`);
      else fields[name] = value;
    });
    parser.on("file", (name, stream, fileName) => {
      if (name !== "file" || file) {
        problems.push(
          name === "file" ? "file: Send one file at a time" : `${name}: is not a field of this form`,
        );
        stream.resume();
        return;
      }
      file = storage.receive(stream, maxBytes).then((stored) => ({ ...stored, fileName: fileName ?? "" }));
      // A write that fails ends the parse with its error
      file.catch(reject);
    });
    parser.on("filesLimit", () => problems.push("file: Send one file at a time"));
    parser.on("fieldsLimit", () => problems.push("The form has too many fields"));
    parser.on("partsLimit", () => problems.push("The form has too many parts"));
    parser.on("error", reject);
    parser.on("finish", resolve);
  });
  const source = Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>);
  source.on("error", (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    await done;
  } catch (error) {
    const received = await (file as Promise<ReceivedUpload["file"]> | null)?.catch(() => null);
    if (received) await storage.remove(received);
    if (error instanceof AppError) throw error;
    throw new AppError("invalid", "file: The upload was cut off or is not a well-formed form. Try again.");
  }
  const received = file ? await (file as Promise<ReceivedUpload["file"]>) : null;
  if (problems.length > 0) {
    if (received) await storage.remove(received);
    throw new AppError("invalid", problems);
  }
  return { fields, file: received };
}
