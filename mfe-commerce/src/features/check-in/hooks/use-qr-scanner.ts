/**
 * Reads QR codes from the device camera: the browser's BarcodeDetector where it exists (fast,
 * native), else jsQR on canvas frames, loaded only when needed. Stops at the first code read.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

// Not yet in TypeScript's DOM library.
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

type Read = () => Promise<string | undefined>;

const FRAME_INTERVAL_MS = 200;

async function createReader(video: HTMLVideoElement): Promise<Read> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async () => (await detector.detect(video))[0]?.rawValue;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async () => {
    if (!context || video.videoWidth === 0) return undefined;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data;
  };
}

export type ScannerState = 'idle' | 'starting' | 'scanning' | 'unavailable';

export function useQrScanner(videoRef: RefObject<HTMLVideoElement | null>, onCode: (text: string) => void) {
  const [state, setState] = useState<ScannerState>('idle');
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((current) => (current === 'unavailable' ? current : 'idle'));
  }, [videoRef]);

  const start = useCallback(async () => {
    const video = videoRef.current;
    if (!video || !navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      video.srcObject = stream.current;
      await video.play();
      const read = await createReader(video);
      setState('scanning');
      const tick = async () => {
        if (!stream.current) return;
        const text = await read().catch(() => undefined);
        if (text) {
          stop();
          onCodeRef.current(text);
        } else {
          timer.current = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
        }
      };
      void tick();
    } catch {
      stop();
      setState('unavailable');
    }
  }, [stop, videoRef]);

  useEffect(() => stop, [stop]);

  return { state, start, stop };
}
