// Section 8: failures of the review's fetches and submits are logged and rethrown; the caller decides
// what the reviewer sees.
export async function logAndRethrow<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(`${what} failed`, error);
    throw error;
  }
}
