import type { SessionService, VisitorSession } from "./session.service.ts";

/**
 * One request's view of its visitor session. The row is read at most once per request (a page
 * shares it with the in-process calls its loaders make) and not at all for a session minted by this
 * request, which cannot have one yet; a change re-reads it.
 */
export class RequestSession {
  private pending: Promise<VisitorSession | null> | undefined;

  constructor(
    readonly id: string,
    private readonly sessions: SessionService,
    isNew: boolean,
  ) {
    if (isNew) this.pending = Promise.resolve(null);
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
}
