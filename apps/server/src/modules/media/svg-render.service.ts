import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";

const require = createRequire(import.meta.url);

/**
 * Arimo (metrically Arial, the font the pictures name) shipped as TrueType by an npm package, so a picture
 * renders the same on any machine, with or without system fonts (ADR 052).
 */
const fontFiles = [
  require.resolve("@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf"),
  require.resolve("@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf"),
];

function optionsFor(width: number) {
  return {
    fitTo: { mode: "width" as const, value: width },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "Arimo", sansSerifFamily: "Arimo" },
  };
}

/** An SVG drawn as a PNG `width` pixels wide by resvg with the shipped fonts (share cards, ADR 052). */
export function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, optionsFor(width)).render().asPng();
}

/**
 * An SVG drawn as RGBA pixels `width` wide, on the calling thread: the tour's walls, drawn on the panorama
 * thread (ADR 087), where waiting is what the thread is for.
 */
export function svgToPixels(
  svg: string,
  width: number,
): { pixels: Uint8Array; width: number; height: number } {
  const image = new Resvg(svg, optionsFor(width)).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}
