import {
  firstProjectError,
  operationErrors,
  type ProjectOperation,
  projectErrorMessages,
} from "@store/domain/project-errors";
import { useCallback, useState } from "react";
import { ApiError } from "~/lib/api-error";
import { type OperationStates, operationState } from "./project-state";

/** The status and errors of a failed call for an operation (storefront s.8's per-operation lists). */
export function errorsOf(operation: ProjectOperation, failure: unknown, fallback?: string): string[] {
  // A call sharing an operation's list but with its own s.8 fallback (cancelling a lock) keeps that text
  if (fallback !== undefined)
    return failure instanceof ApiError
      ? projectErrorMessages(failure.status, failure.body, fallback)
      : [fallback];
  if (failure instanceof ApiError) return operationErrors(operation, failure.status, failure.body);
  return operationErrors(operation, 0, null);
}

/** The first message of a failed call (storefront s.8's shared helper), or `fallback` when it has none. */
export function failureText(failure: unknown, fallback: string): string {
  return failure instanceof ApiError ? firstProjectError(failure.status, failure.body, fallback) : fallback;
}

/**
 * Initial/Loading/Success/Failure kept per operation (storefront s.4): `run` marks it Loading, then
 * Success with the answer or Failure with its error list (`fallback` when the answer carries no errors).
 */
export function useOperations() {
  const [states, setStates] = useState<OperationStates>({});
  const run = useCallback(
    async <T>(operation: ProjectOperation, work: () => Promise<T>, fallback?: string): Promise<T | null> => {
      setStates((now) => ({ ...now, [operation]: { status: "Loading", errors: [] } }));
      try {
        const answer = await work();
        setStates((now) => ({ ...now, [operation]: { status: "Success", errors: [] } }));
        return answer;
      } catch (failure) {
        setStates((now) => ({
          ...now,
          [operation]: { status: "Failure", errors: errorsOf(operation, failure, fallback) },
        }));
        return null;
      }
    },
    [],
  );
  const stateOf = useCallback((operation: ProjectOperation) => operationState(states, operation), [states]);
  /** Some operation is still running. */
  const busy = Object.values(states).some((state) => state?.status === "Loading");
  return { run, stateOf, busy };
}
