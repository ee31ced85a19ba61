// A submit is sent once, whatever the clicks and key presses: while one is in flight, and after one
// succeeded (the screen is leaving), further attempts are dropped. A failure opens it again. Used by
// Start Review, a step's Next and the conclusion.
export interface SubmitOnce {
  readonly busy: boolean;
  /** Runs the task unless one ran or is running; resolves to undefined when dropped. */
  run<T>(task: () => Promise<T>): Promise<T | undefined>;
}

export function createSubmitOnce(): SubmitOnce {
  let closed = false;
  return {
    get busy() {
      return closed;
    },
    async run(task) {
      if (closed) return undefined;
      closed = true;
      try {
        return await task();
      } catch (error) {
        closed = false;
        throw error;
      }
    },
  };
}
