import { randomUUID } from "node:crypto";
import type { SessionService, VisitorSession } from "./session.service.ts";
import type { SessionToken } from "./session-token.ts";

/**
 * One request's view of its visitor session. The row is read at most once per request (a page
 * shares it with the in-process calls its loaders make) and not at all for a session minted by this
 * request, which cannot have one yet; a change re-reads it.
 */
export class RequestSession {
  private pending: Promise<VisitorSession | null> | undefined;
  private outgoing: SessionToken | null;

  /**
   * `row` is the row when the caller has read it already (undefined: not read yet); `send` marks a
   * token the browser does not have yet (a new, refreshed or rotated session).
   */
  constructor(
    private token: SessionToken,
    private readonly sessions: SessionService,
    options: { row?: VisitorSession | null; send: boolean },
  ) {
    if (options.row !== undefined) this.pending = Promise.resolve(options.row);
    this.outgoing = options.send ? token : null;
  }

  /** The session's stable key: carts, compare lists and choices are stored under it; rotation keeps it. */
  get id(): string {
    return this.token.id;
  }

  /** The session row, or null for a visitor who has chosen nothing yet. */
  row(): Promise<VisitorSession | null> {
    this.pending ??= this.sessions.get(this.id);
    return this.pending;
  }

  /** Writes a choice to the row (creating it), so later reads in this request see it. */
  async update(patch: Parameters<SessionService["update"]>[1]): Promise<void> {
    await this.sessions.update(this.id, patch);
    this.pending = undefined;
  }

  /**
   * Gives the visitor a new cookie token and makes every earlier one stop working (sign-in and
   * sign-out need it against session fixation), keeping what belongs to the session: its row,
   * cart and compare list stay under the same key.
   */
  async rotate(now = Math.floor(Date.now() / 1000)): Promise<void> {
    const generation = await this.sessions.rotate(this.id);
    this.token = { ...this.token, generation, seenAt: now };
    this.outgoing = this.token;
    this.pending = undefined;
  }

  /**
   * Signs the session in as a user with a new cookie generation (ADR 025), unless a sign-in of this
   * session as that user got there first (two tabs at once): then the first one's cookie stands.
   */
  async signIn(userId: number, now = Math.floor(Date.now() / 1000)): Promise<void> {
    const generation = await this.sessions.signIn(this.id, userId);
    if (generation !== null) {
      this.token = { ...this.token, generation, seenAt: now };
      this.outgoing = this.token;
    }
    this.pending = undefined;
  }

  /**
   * Ends this session (sign-out) and starts the browser on a new, empty one: the old cookie stops
   * working, and what belonged to the old session (a customer's cart) is no longer this browser's.
   */
  async restart(now = Math.floor(Date.now() / 1000)): Promise<void> {
    await this.sessions.end(this.id);
    this.token = { id: randomUUID(), generation: 0, createdAt: now, seenAt: now };
    this.outgoing = this.token;
    this.pending = Promise.resolve(null);
  }

  /** The token this answer must set as the cookie, or null when the browser's cookie stands. */
  tokenToSend(): SessionToken | null {
    return this.outgoing;
  }
}
