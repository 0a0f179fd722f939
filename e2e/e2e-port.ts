/** The port the journeys' server listens on; E2E_PORT lets two checkouts run journeys at once. */
export const port = Number(process.env.E2E_PORT ?? 3210);
