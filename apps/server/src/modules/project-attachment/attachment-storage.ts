import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** What writing a stream to disk found: its size, digest, first bytes, and whether it went over the limit. */
export interface StoredUpload {
  /** The file's path while it waits to be kept or dropped. */
  tempPath: string;
  size: number;
  sha256: string;
  /** Up to the first 4100 bytes: what the type check reads. */
  head: Buffer;
  tooLarge: boolean;
}

/** Bytes of the start of a file the type check needs (file-type reads at most this much for most types). */
export const sniffBytes = 4100;

/**
 * The attachments folder (ATTACHMENTS_DIR; ADR 046): files are streamed to a temporary name, counted and
 * hashed on the way, then moved under a random key or removed. Nothing holds a whole file in memory.
 */
export class AttachmentStorage {
  constructor(readonly root: string) {}

  /** The absolute path of a stored key, refusing any key that would leave the folder. */
  pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(`${path.resolve(this.root)}${path.sep}`))
      throw new Error("a storage key left the folder");
    return full;
  }

  /**
   * Writes `source` to a temporary file, stopping at `maxBytes` (the rest is read and dropped, so the
   * request ends cleanly) and marking it too large.
   */
  async receive(source: Readable, maxBytes: number): Promise<StoredUpload> {
    const dir = this.pathOf("tmp/x").slice(0, -2);
    await mkdir(dir, { recursive: true });
    const tempPath = path.join(dir, randomUUID());
    const hash = createHash("sha256");
    const heads: Buffer[] = [];
    let headSize = 0;
    let size = 0;
    let tooLarge = false;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (tooLarge) return done();
        if (size + chunk.length > maxBytes) {
          tooLarge = true;
          return done();
        }
        size += chunk.length;
        hash.update(chunk);
        if (headSize < sniffBytes) {
          heads.push(chunk.subarray(0, sniffBytes - headSize));
          headSize += Math.min(chunk.length, sniffBytes - headSize);
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(tempPath));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, size, sha256: hash.digest("hex"), head: Buffer.concat(heads), tooLarge };
  }

  /** Moves a received file under a new random key in the project's folder; answers the key. */
  async keep(upload: StoredUpload, projectId: number, extension: string): Promise<string> {
    const key = `${projectId}/${randomUUID()}.${extension}`;
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(upload.tempPath, target);
    return key;
  }

  /** Removes a temporary or stored file (nothing when it is already gone). */
  async remove(pathOrKey: { tempPath: string } | string): Promise<void> {
    await rm(typeof pathOrKey === "string" ? this.pathOf(pathOrKey) : pathOrKey.tempPath, { force: true });
  }

  /** A stored file's bytes as a stream, or null when it is missing. */
  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), size: info.size };
  }
}
