/**
 * A ticket's QR code: it encodes only the ticket's code (a signed token), the payload the gate scans. Drawn as
 * SVG so it prints sharply, dark on white whatever the colour mode because scanners need the
 * contrast. Optionally with a link that saves it as a file.
 */
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { TICKET_QR_OPTIONS } from '@storefront/shared/contracts/ticket-qr';
import { Skeleton } from '@storefront/shared/ui/skeleton';

/** A signed ticket's code with its quiet zone is 69 modules across: 2.8 CSS px each. */
const SIZE = 192;

export function useQrDataUrl(secret: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(secret, { type: 'svg', ...TICKET_QR_OPTIONS, color: { dark: '#000000', light: '#ffffff' } }).then(
      (svg) => live && setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => live && setUrl(null),
    );
    return () => {
      live = false;
    };
  }, [secret]);
  return url;
}

export interface TicketQrProps {
  secret: string;
  alt: string;
  /** Shows a link that downloads the code under this file name. */
  save?: { fileName: string; label: string };
}

export function TicketQr({ secret, alt, save }: TicketQrProps) {
  const url = useQrDataUrl(secret);
  if (!url) return <Skeleton shape="rect" width={SIZE} height={SIZE} />;
  return (
    <>
      <img src={url} alt={alt} width={SIZE} height={SIZE} />
      {save && (
        <a href={url} download={save.fileName} className="noPrint">
          {save.label}
        </a>
      )}
    </>
  );
}
