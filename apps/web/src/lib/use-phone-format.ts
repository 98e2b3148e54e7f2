import { useEffect, useState } from 'react';

type Format = (stored: string) => string;
let loaded: Format | undefined;
const asStored: Format = (stored) => stored;

/**
 * formatPhone from @timeapp/domain/phone, loaded on first use: the phone-number library stays
 * out of the chunks that the owner's and customer's shells share with the appointment screens.
 * Until it has loaded (a moment, once per visit), a number shows as stored (E.164).
 */
export function usePhoneFormat(): Format {
  const [format, setFormat] = useState<Format | undefined>(() => loaded);
  useEffect(() => {
    if (format) return;
    let live = true;
    void import('@timeapp/domain/phone-format').then((m) => {
      loaded = m.formatPhone;
      if (live) setFormat(() => m.formatPhone);
    });
    return () => {
      live = false;
    };
  }, [format]);
  return format ?? asStored;
}
