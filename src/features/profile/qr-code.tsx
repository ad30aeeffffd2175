import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';

/** Shown size in CSS pixels: a phone's camera reads it easily from a laptop's screen and from another phone's. */
const SIZE = 200;
/** The blank border a reader needs around the code, in modules (the standard asks for 4). */
const QUIET_ZONE = 4;

interface Drawn {
  text: string;
  size: number;
  path: string;
}

/**
 * The QR code's dark modules as one SVG path. The `qrcode` package is loaded only when a code is
 * drawn (its own chunk, never in the up-front bundle), and it runs here in the page: the secret
 * in the text goes to no outside service.
 */
async function draw(text: string): Promise<Drawn> {
  const { create } = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
  }
  return { text, size: modules.size, path };
}

/** `text` (an otpauth:// address) as a QR code: black on white in both themes, as readers expect. */
export function QrCode({ text, label, loadingLabel, failedText }: { text: string; label: string; loadingLabel: string; failedText: string }) {
  // Both keep the text they were for: a new text shows the placeholder until it is drawn.
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    draw(text).then(
      (qr) => current && setDrawn(qr),
      () => current && setFailedFor(text),
    );
    return () => {
      current = false;
    };
  }, [text]);

  if (failedFor === text) return <Alert severity="warning">{failedText}</Alert>;
  if (drawn?.text !== text) return <Skeleton variant="rectangular" width={SIZE} height={SIZE} aria-label={loadingLabel} />;
  const extent = drawn.size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      width={SIZE}
      height={SIZE}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
