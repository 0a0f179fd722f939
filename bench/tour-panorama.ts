/**
 * `npx tsx bench/tour-panorama.ts [width...]` (ADR 087): how long one tour panorama takes to draw, step by
 * step (the walls by resvg, the projection, the PNG), for each scene at each width (default 3072), on
 * this thread. CPU time is the process's (resvg and zlib included), so it reads the same on a busy machine
 * where the wall clock does not.
 */
import { tourSceneIds } from "@store/domain/virtual-tour";
import { drawTourPanorama } from "../apps/server/src/modules/media/tour-panorama-render.ts";

const widths = process.argv.slice(2).map(Number);
for (const width of widths.length > 0 ? widths : [3072]) {
  for (const scene of tourSceneIds) {
    const steps: string[] = [];
    const cpu = process.cpuUsage();
    const started = performance.now();
    const png = await drawTourPanorama(
      { storeName: "Osborne Park", virtualTourId: "vt-bench", brand: "aol", scene, width },
      (step, ms) => steps.push(`${step} ${Math.round(ms)}`),
    );
    const used = process.cpuUsage(cpu);
    console.log(
      `${width} ${scene.padEnd(8)} wall ${Math.round(performance.now() - started)} ms, cpu ${Math.round((used.user + used.system) / 1000)} ms (${steps.join(", ")}); ${(png.length / 1e6).toFixed(2)} MB`,
    );
  }
}
