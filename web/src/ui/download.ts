import { useEffect, useState } from 'react';
import { currentToken } from '../app/auth';
import { devFlagsHeader, readDevFlags } from '../app/dev-flags';

/** A file the API serves (a report, a snapshot, an avatar), fetched with the same token and flags as the API calls. */
const fetchFile = async (url: string): Promise<Blob> => {
  const token = await currentToken();
  const flags = devFlagsHeader(readDevFlags());
  const get = () => fetch(url, { headers: { ...(token && { authorization: `Bearer ${token}` }), ...(flags && { 'x-dev-flags': flags }) } });
  let file = await get();
  // 202: a large report is still generating; ask again when the API says (Retry-After, seconds).
  for (let tries = 0; file.status === 202 && tries < 600; tries++) {
    await new Promise((resolve) => setTimeout(resolve, Number(file.headers.get('retry-after') ?? 1) * 1000));
    file = await get();
  }
  if (!file.ok || file.status === 202) throw new Error(`The file could not be downloaded (${file.status}).`);
  return file.blob();
};

/** A file the API generated (a report, a snapshot), saved under its name. */
export const downloadFile = async (url: string, fileName: string): Promise<void> => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await fetchFile(url));
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
