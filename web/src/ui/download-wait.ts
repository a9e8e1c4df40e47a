/**
 * The download helper's wait for a file the API is still generating (a large report answers 202
 * until its file is ready), kept apart from the helper's sign-in so it runs without a browser.
 */

/** How far a report is: rows written of the rows it will hold (null when the API did not count them). */
export interface DownloadProgress {
  rowsWritten: number;
  rowsTotal: number | null;
}

/** The 202 answer's JSON body (`{ status, message, progress }`); null when it says nothing of progress. */
const progressOf = async (response: Response): Promise<DownloadProgress | null> => {
  const body = (await response.json().catch(() => null)) as { progress?: Partial<DownloadProgress> } | null;
  const rowsWritten = body?.progress?.rowsWritten;
  if (typeof rowsWritten !== 'number') return null;
  const rowsTotal = body?.progress?.rowsTotal;
  return { rowsWritten, rowsTotal: typeof rowsTotal === 'number' ? rowsTotal : null };
};

/** At most this many 202s (about ten minutes at the API's one second): a report stuck generating ends in an error. */
const MAX_WAITS = 600;

/**
 * Asks for the file until it is no longer generating: each 202 tells `onProgress` how far the report
 * is, then waits as long as the API says (Retry-After, seconds). Answers the last response; a 202 after
 * the last wait is the caller's to refuse.
 */
export const waitForFile = async (get: () => Promise<Response>, onProgress?: (progress: DownloadProgress) => void): Promise<Response> => {
  let file = await get();
  for (let tries = 0; file.status === 202 && tries < MAX_WAITS; tries++) {
    const progress = await progressOf(file);
    if (progress) onProgress?.(progress);
    await new Promise((resolve) => setTimeout(resolve, Number(file.headers.get('retry-after') ?? 1) * 1000));
    file = await get();
  }
  return file;
};

/** "Preparing activity.csv… 40%" while a report is written (the rows when they were not counted); the percent never claims 100 before the file is there. */
export const preparingText = (fileName: string, progress: DownloadProgress | null): string => {
  const base = `Preparing ${fileName}…`;
  if (!progress) return base;
  if (!progress.rowsTotal) return `${base} ${progress.rowsWritten.toLocaleString('en-US')} rows`;
  return `${base} ${Math.min(99, Math.floor((progress.rowsWritten / progress.rowsTotal) * 100))}%`;
};
