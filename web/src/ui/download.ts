import { useEffect, useState } from 'react';
import { currentToken } from '../app/auth';
import { devFlagsHeader, readDevFlags } from '../app/dev-flags';
import { waitForFile, type DownloadProgress } from './download-wait';

export { preparingText, type DownloadProgress } from './download-wait';

/**
 * A file the API serves (a report, a snapshot, an avatar), fetched with the same token and flags as
 * the API calls. A large report is still generating (202): it is asked for again, telling `onProgress`
 * how far it is.
 */
const fetchFile = async (url: string, onProgress?: (progress: DownloadProgress) => void): Promise<Blob> => {
  const token = await currentToken();
  const flags = devFlagsHeader(readDevFlags());
  const get = () => fetch(url, { headers: { ...(token && { authorization: `Bearer ${token}` }), ...(flags && { 'x-dev-flags': flags }) } });
  const file = await waitForFile(get, onProgress);
  if (!file.ok || file.status === 202) throw new Error(`The file could not be downloaded (${file.status}).`);
  return file.blob();
};

/** A file the API generated (a report, a snapshot), saved under its name; `onProgress` hears how far a large report is meanwhile. */
export const downloadFile = async (url: string, fileName: string, options: { onProgress?: (progress: DownloadProgress) => void } = {}): Promise<void> => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await fetchFile(url, options.onProgress));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
};

/**
 * A stored file as a url an <img> can show: the API's file route needs the bearer token, which an
 * <img src> cannot send. Null while loading, for no url, or when it could not be fetched.
 */
export const useFileObjectUrl = (url: string | null | undefined): string | null => {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return setObjectUrl(null);
    let current: string | null = null;
    let cancelled = false;
    fetchFile(url).then(
      (blob) => {
        if (cancelled) return;
        current = URL.createObjectURL(blob);
        setObjectUrl(current);
      },
      () => !cancelled && setObjectUrl(null),
    );
    return () => {
      cancelled = true;
      if (current) URL.revokeObjectURL(current);
    };
  }, [url]);
  return objectUrl;
};
