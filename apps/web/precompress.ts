/**
 * After `react-router build`: writes .br and .gz beside every text asset of the client build, so the
 * server sends them precompressed (serveStatic `precompressed`) instead of compressing per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.join(import.meta.dirname, "build/client");
const compressible = /\.(js|css|svg|json|html|txt|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

let count = 0;
for (const file of walk(clientDir).filter((f) => compressible.test(f))) {
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
process.stdout.write(`precompressed ${count} assets\n`);
