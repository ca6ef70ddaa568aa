/** A ticket's QR code, drawn in the browser from its secret (the payload the gate scans). */
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Skeleton } from '@storefront/shared/ui/skeleton';

const SIZE = 176;

export function TicketQr({ secret, alt }: { secret: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Dark modules on white whatever the colour mode: scanners need the contrast.
    QRCode.toDataURL(secret, { width: SIZE, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }).then(
      (url) => current && setSrc(url),
      () => current && setSrc(null),
    );
    return () => {
      current = false;
    };
  }, [secret]);
  if (!src) return <Skeleton shape="rect" width={SIZE} height={SIZE} />;
  return <img src={src} alt={alt} width={SIZE} height={SIZE} />;
}
