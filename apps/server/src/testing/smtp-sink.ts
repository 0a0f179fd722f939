import { SMTPServer } from "smtp-server";

/** One message the sink accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port, for tests of mail delivery (the outside world's mail
 * server, not the store's code). `refuse(n)` answers the next n deliveries with a temporary 451 at
 * MAIL FROM, as a busy or greylisting server does; `refuse(Infinity)` refuses every one.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      attempts++;
      if (refusals > 0) {
        refusals--;
        const busy = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
        return callback(busy);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  return {
    port,
    received,
    /** Deliveries tried (MAIL FROM commands), refused or not. */
    attempts: () => attempts,
    refuse(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
