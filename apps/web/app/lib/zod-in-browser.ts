import { z } from "zod";

// In the browser zod probes for eval with `new Function("")` when it builds its first object schema, and
// the page's Content-Security-Policy refuses that and reports a violation (ADR 016). Its interpreter needs
// no eval. The server keeps zod's faster compiled parsers. Imported first by root.tsx, so it runs before
// any schema is built; in the browser's build it rides in zod's own chunk, which runs before the domain's
// (apps/web/vite.config.ts, ADR 101).
if (typeof document !== "undefined") z.config({ jitless: true });
