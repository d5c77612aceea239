import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** The QR code's dark modules as one SVG path (a square per module), with a quiet zone of 4. */
function qrPath(text: string): { path: string; size: number } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) path += `M${col + 4},${row + 4}h1v1h-1z`;
    }
  }
  return { path, size: count + 8 };
}

/**
 * A QR code of `text` (an `otpauth://` URI), drawn as SVG: black on white whatever the theme, so
 * a phone's camera reads it, and named for assistive technology by `label`.
 */
export function QrCode({
  text,
  label,
  pixels = 192,
}: {
  text: string;
  label: string;
  pixels?: number;
}) {
  const { path, size } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
