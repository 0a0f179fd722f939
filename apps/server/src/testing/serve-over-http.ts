import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { StoreResponse } from "../http/store-response.ts";

/** An app listening on a free port of 127.0.0.1, behind the store server's own Node response (ADR 094). */
export interface ServedOverHttp {
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** Serves `fetch` over real HTTP as `start.ts` does, for tests of what only a network request shows. */
export async function serveOverHttp(
  fetch: (request: Request, env: object) => Response | Promise<Response>,
): Promise<ServedOverHttp> {
  return new Promise((resolve) => {
    const server = serve(
      { fetch, port: 0, hostname: "127.0.0.1", serverOptions: { ServerResponse: StoreResponse } },
      () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          origin: `http://127.0.0.1:${port}`,
          port,
          close: () => new Promise<void>((closed) => server.close(() => closed())),
        });
      },
    );
  });
}
