import { useEffect, useState } from 'react';
import { MOBILE_BELOW_PX } from './config';

/** True on screens narrower than 481px, which get the separate mobile view (spec 2.1). */
export const useIsMobile = (): boolean => {
  const query = `(max-width: ${MOBILE_BELOW_PX - 1}px)`;
  const [mobile, setMobile] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = (): void => setMobile(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [query]);
  return mobile;
};
