import { useEffect, useState } from "react";
import "./qr-code.css";

/** The quiet zone around a QR code, in modules (the standard's four). */
const quietZone = 4;

/**
 * A QR code of `value`, drawn as one SVG path of its dark modules (crisp at any size, black on white
 * whatever the brand's colours, so every phone camera reads it). The encoder (`qrcode`, ADR 043) loads
 * only when a code is shown: the pages that never show one do not carry it. `label` is what a screen
 * reader hears; the value itself should be on the page as text too.
 */
export function QrCode({ value, label, size = 240 }: { value: string; label: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ value: string; path: string; modules: number } | null>(null);

  useEffect(() => {
    let live = true;
    void import("qrcode").then(({ default: qrcode }) => {
      // M: 15% of the code may be unreadable (a glare on the screen) and it still scans
      const { modules } = qrcode.create(value, { errorCorrectionLevel: "M" });
      const n = modules.size;
      let path = "";
      for (let y = 0; y < n; y++)
        for (let x = 0; x < n; x++)
          if (modules.data[y * n + x]) path += `M${x + quietZone} ${y + quietZone}h1v1h-1z`;
      if (live) setDrawn({ value, path, modules: n + 2 * quietZone });
    });
    return () => {
      live = false;
    };
  }, [value]);

  const current = drawn?.value === value ? drawn : null;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      aria-busy={current ? undefined : true}
      width={size}
      height={size}
      viewBox={current ? `0 0 ${current.modules} ${current.modules}` : "0 0 1 1"}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-ready={current ? "true" : "false"}
    >
      <rect width="100%" height="100%" fill="#fff" />
      {current ? <path d={current.path} fill="#000" /> : null}
    </svg>
  );
}
