// The 360° picture of a showroom (ADR 087): a box-shaped room seen from eye height at its middle, cast
// ray by ray into an equirectangular panorama. Walls carry drawn pictures (SVG rendered by resvg); the
// floor, ceiling and free-standing displays are shaded here: ceiling downlights light every surface by
// distance and angle, corners and contact with the floor darken, and the polished floor reflects the room.

/** An RGBA picture of a wall, left to right as seen from the camera, top to bottom. */
export interface WallTexture {
  pixels: Uint8Array;
  width: number;
  height: number;
}

type Rgb = readonly [number, number, number];

/** A free-standing box on the floor (an island bench, a counter, a display plinth); metres, room axes. */
export interface RoomBox {
  /** Left and right edges (x), front and back edges (z), height of its top. */
  x: readonly [number, number];
  z: readonly [number, number];
  height: number;
  side: Rgb;
  top: Rgb;
}

/** What a panorama shows: the room's size, its walls' pictures, floor and ceiling finishes, lights and boxes. */
export interface RoomModel {
  width: number;
  depth: number;
  height: number;
  eye: number;
  walls: { front: WallTexture; right: WallTexture; back: WallTexture; left: WallTexture };
  floor: { colour: Rgb; grout: Rgb; tile: number; gloss: number };
  ceiling: Rgb;
  /** Downlights in the ceiling (x, z). */
  lights: readonly (readonly [number, number])[];
  boxes: readonly RoomBox[];
}

/** '#rrggbb' as channels. */
export function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

interface Hit {
  t: number;
  /** 0-3 walls front, right, back, left; 4 floor; 5 ceiling; 6+ boxes. */
  surface: number;
  nx: number;
  ny: number;
  nz: number;
}

const ambient = 0.32;
const lightPower = 0.5;
/** Metres between two samples of a surface's light map: light changes slowly, so it is worked out once a grid. */
const lightStep = 0.05;

const surfaceNormals = [
  [0, 0, -1],
  [-1, 0, 0],
  [0, 0, 1],
  [1, 0, 0],
  [0, 1, 0],
  [0, -1, 0],
] as const;

/** Takes the face at distance `t` for `hit` when it is nearer than the one there and not `skip`. */
function nearer(hit: Hit, face: number, t: number, skip: number): void {
  if (face !== skip && t > 1e-6 && t < hit.t) {
    hit.t = t;
    hit.surface = face;
  }
}

/**
 * Sets `hit` to the nearest surface a ray (origin x, y, z then direction x, y, z) meets; `skip` is the
 * surface the ray leaves (a reflection off the floor). Rays and points travel in typed arrays: a double
 * passed as an argument to a function that is not inlined is boxed, millions of times a panorama.
 */
function trace(room: RoomModel, ray: Float64Array, skip: number, hit: Hit): void {
  const ox = ray[0] as number;
  const oy = ray[1] as number;
  const oz = ray[2] as number;
  const dx = ray[3] as number;
  const dy = ray[4] as number;
  const dz = ray[5] as number;
  const hw = room.width / 2;
  const hd = room.depth / 2;
  // the room's six faces: the ray leaves through one of each axis' pair, the nearest of the three
  hit.t = Number.POSITIVE_INFINITY;
  hit.surface = -1;
  if (dz !== 0) nearer(hit, dz > 0 ? 0 : 2, ((dz > 0 ? hd : -hd) - oz) / dz, skip);
  if (dx !== 0) nearer(hit, dx > 0 ? 1 : 3, ((dx > 0 ? hw : -hw) - ox) / dx, skip);
  if (dy !== 0) nearer(hit, dy < 0 ? 4 : 5, ((dy < 0 ? 0 : room.height) - oy) / dy, skip);
  const normal = surfaceNormals[hit.surface] ?? surfaceNormals[0];
  hit.nx = normal[0];
  hit.ny = normal[1];
  hit.nz = normal[2];
  for (let i = 0; i < room.boxes.length; i++) {
    const box = room.boxes[i] as RoomBox;
    if (6 + i === skip) continue;
    // slab test; the face the ray enters through gives the normal
    let tNear = Number.NEGATIVE_INFINITY;
    let tFar = Number.POSITIVE_INFINITY;
    let axis = -1;
    for (let a = 0; a < 3; a++) {
      const o = a === 0 ? ox : a === 1 ? oy : oz;
      const d = a === 0 ? dx : a === 1 ? dy : dz;
      const low = a === 0 ? box.x[0] : a === 1 ? 0 : box.z[0];
      const high = a === 0 ? box.x[1] : a === 1 ? box.height : box.z[1];
      const t1 = (low - o) / d;
      const t2 = (high - o) / d;
      const near = t1 < t2 ? t1 : t2;
      const far = t1 < t2 ? t2 : t1;
      if (near > tNear) {
        tNear = near;
        axis = a;
      }
      if (far < tFar) tFar = far;
    }
    if (tNear > tFar || tNear <= 1e-6 || tNear >= hit.t || Number.isNaN(tNear)) continue;
    hit.t = tNear;
    hit.surface = 6 + i;
    hit.nx = axis === 0 ? (dx > 0 ? -1 : 1) : 0;
    hit.ny = axis === 1 ? (dy > 0 ? -1 : 1) : 0;
    hit.nz = axis === 2 ? (dz > 0 ? -1 : 1) : 0;
  }
}

/** Bilinear sample of a wall picture at (u, v) in 0..1, written to `out`. */
function sampleWall(texture: WallTexture, u: number, v: number, out: Float64Array): void {
  const x = Math.min(texture.width - 1.001, Math.max(0, u * texture.width - 0.5));
  const y = Math.min(texture.height - 1.001, Math.max(0, v * texture.height - 0.5));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const p = texture.pixels;
  const i00 = (y0 * texture.width + x0) * 4;
  const i01 = i00 + texture.width * 4;
  for (let c = 0; c < 3; c++) {
    out[c] =
      ((p[i00 + c] as number) * (1 - fx) + (p[i00 + 4 + c] as number) * fx) * (1 - fy) +
      ((p[i01 + c] as number) * (1 - fx) + (p[i01 + 4 + c] as number) * fx) * fy;
  }
}

/** A stable 0..1 number for a floor tile, so tiles vary a little in tone. */
function tileTone(i: number, j: number): number {
  let h = Math.imul(i, 73856093) ^ Math.imul(j, 19349663);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Darkening by `depthOf` at a distance 0 from an edge, fading over `reach` metres. */
function soft(distance: number, depthOf: number, reach: number): number {
  return 1 - depthOf * Math.exp(-distance / reach);
}

/** How much of the ambient light reaches a point near edges and boxes (soft contact shadows). */
function occlusion(room: RoomModel, x: number, y: number, z: number, surface: number): number {
  const hw = room.width / 2;
  const hd = room.depth / 2;
  let ao = 1;
  if (surface !== 4) ao *= soft(y, 0.3, 0.25);
  if (surface !== 5) ao *= soft(room.height - y, 0.25, 0.35);
  if (surface !== 1 && surface !== 3) ao *= soft(hw - Math.abs(x), 0.3, 0.35);
  if (surface !== 0 && surface !== 2) ao *= soft(hd - Math.abs(z), 0.3, 0.35);
  if (surface === 4) {
    for (const box of room.boxes) {
      const ddx = Math.max(box.x[0] - x, 0, x - box.x[1]);
      const ddz = Math.max(box.z[0] - z, 0, z - box.z[1]);
      ao *= soft(Math.sqrt(ddx * ddx + ddz * ddz), 0.55, 0.28);
    }
  }
  return ao;
}

/** Light at a point with normal (nx, ny, nz) from the ambient level and every downlight, by angle and distance. */
function lightAt(
  room: RoomModel,
  x: number,
  y: number,
  z: number,
  surface: number,
  nx: number,
  ny: number,
  nz: number,
): number {
  let sum = 0;
  const ly = room.height - 0.05;
  for (let i = 0; i < room.lights.length; i++) {
    const light = room.lights[i] as readonly [number, number];
    const vx = light[0] - x;
    const vy = ly - y;
    const vz = light[1] - z;
    const d2 = vx * vx + vy * vy + vz * vz;
    const d = Math.sqrt(d2);
    const cos = (vx * nx + vy * ny + vz * nz) / d;
    // downlights throw their light downwards: a wall high up beside one gets a scallop, not a flood
    const down = Math.max(0, vy / d);
    if (cos > 0) sum += (cos * down * Math.sqrt(down)) / (1 + d2 / 6);
  }
  if (surface === 5) return 0.74 * occlusion(room, x, y, z, 5) + 0.14;
  // a camera's exposure: bright pools under the lights stay short of white, shade stays readable
  const exposure = ambient * occlusion(room, x, y, z, surface) + lightPower * sum;
  return (1.25 * exposure) / (0.35 + exposure);
}

/** The light of one room surface on a grid (`lightStep` apart), looked up instead of worked out per pixel. */
interface LightMap {
  columns: number;
  rows: number;
  values: Float32Array;
}

/** A point of a surface from its map coordinates (a, b) in metres: along the wall and up, or x and z. */
function pointOf(room: RoomModel, surface: number, a: number, b: number): [number, number, number] {
  const hw = room.width / 2;
  const hd = room.depth / 2;
  switch (surface) {
    case 0:
      return [a - hw, b, hd];
    case 1:
      return [hw, b, hd - a];
    case 2:
      return [hw - a, b, -hd];
    case 3:
      return [-hw, b, a - hd];
    case 4:
      return [a - hw, 0, b - hd];
    default:
      return [a - hw, room.height, b - hd];
  }
}

function surfaceSize(room: RoomModel, surface: number): [number, number] {
  if (surface === 0 || surface === 2) return [room.width, room.height];
  if (surface === 1 || surface === 3) return [room.depth, room.height];
  return [room.width, room.depth];
}

function lightMapOf(room: RoomModel, surface: number): LightMap {
  const [sizeA, sizeB] = surfaceSize(room, surface);
  const columns = Math.ceil(sizeA / lightStep) + 1;
  const rows = Math.ceil(sizeB / lightStep) + 1;
  const values = new Float32Array(columns * rows);
  const [nx, ny, nz] = surfaceNormals[surface] ?? surfaceNormals[0];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const [x, y, z] = pointOf(
        room,
        surface,
        Math.min(sizeA, i * lightStep),
        Math.min(sizeB, j * lightStep),
      );
      values[j * columns + i] = lightAt(room, x, y, z, surface, nx, ny, nz);
    }
  }
  return { columns, rows, values };
}

function lookUp(map: LightMap, a: number, b: number): number {
  const x = Math.min(map.columns - 1.001, Math.max(0, a / lightStep));
  const y = Math.min(map.rows - 1.001, Math.max(0, b / lightStep));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const v = map.values;
  const i = y0 * map.columns + x0;
  return (
    ((v[i] as number) * (1 - fx) + (v[i + 1] as number) * fx) * (1 - fy) +
    ((v[i + map.columns] as number) * (1 - fx) + (v[i + map.columns + 1] as number) * fx) * fy
  );
}

/** Writes to `out` the colour a ray sees at (x, y, z): the surface's colour under the room's light. */
function shade(room: RoomModel, maps: LightMap[], hit: Hit, at: Float64Array, out: Float64Array): void {
  const x = at[0] as number;
  const y = at[1] as number;
  const z = at[2] as number;
  const hw = room.width / 2;
  const hd = room.depth / 2;
  const v = 1 - y / room.height;
  const s = hit.surface;
  if (s <= 3) {
    const wall =
      s === 0 ? room.walls.front : s === 1 ? room.walls.right : s === 2 ? room.walls.back : room.walls.left;
    const u =
      s === 0
        ? (x + hw) / room.width
        : s === 1
          ? (hd - z) / room.depth
          : s === 2
            ? (hw - x) / room.width
            : (z + hd) / room.depth;
    sampleWall(wall, u, v, out);
  } else if (s === 4) {
    const { colour, grout, tile } = room.floor;
    const fx = (x + hw) / tile;
    const fz = (z + hd) / tile;
    const line = 0.012 / tile;
    if (fx - Math.floor(fx) < line || fz - Math.floor(fz) < line) {
      out[0] = grout[0];
      out[1] = grout[1];
      out[2] = grout[2];
    } else {
      const tone = 0.94 + 0.1 * tileTone(Math.floor(fx), Math.floor(fz));
      out[0] = colour[0] * tone;
      out[1] = colour[1] * tone;
      out[2] = colour[2] * tone;
    }
  } else if (s === 5) {
    // a suspended ceiling of 1.2 m tiles
    const fx = (x + hw) / 1.2;
    const fz = (z + hd) / 1.2;
    const seam = fx - Math.floor(fx) < 0.008 || fz - Math.floor(fz) < 0.008 ? 0.86 : 1;
    out[0] = room.ceiling[0] * seam;
    out[1] = room.ceiling[1] * seam;
    out[2] = room.ceiling[2] * seam;
    for (let i = 0; i < room.lights.length; i++) {
      const light = room.lights[i] as readonly [number, number];
      const r2 = (x - light[0]) * (x - light[0]) + (z - light[1]) * (z - light[1]);
      if (r2 < 0.0081) {
        // a lit downlight is seen at full brightness, not shaded
        out[0] = 255;
        out[1] = 252;
        out[2] = 240;
        return;
      }
      if (r2 < 0.0144) {
        out[0] = 200;
        out[1] = 200;
        out[2] = 198;
      }
    }
  } else {
    const box = room.boxes[s - 6] as RoomBox;
    const c = hit.ny > 0 ? box.top : box.side;
    // the sides of a box darken towards the floor it stands on
    const light = lightAt(room, x, y, z, s, hit.nx, hit.ny, hit.nz) * (1 - 0.35 * Math.exp(-y / 0.2));
    out[0] = c[0] * light;
    out[1] = c[1] * light;
    out[2] = c[2] * light;
    return;
  }
  // the light map's coordinates: along the wall and up, or x and z (as `pointOf` lays them)
  const a = s === 0 ? x + hw : s === 1 ? hd - z : s === 2 ? hw - x : s === 3 ? z + hd : x + hw;
  const b = s <= 3 ? y : z + hd;
  const light = lookUp(maps[s] as LightMap, a, b);
  out[0] = (out[0] as number) * light;
  out[1] = (out[1] as number) * light;
  out[2] = (out[2] as number) * light;
}

/** The scratch space of one render: a ray, its reflection, where they meet surfaces, and a colour. */
interface Scratch {
  ray: Float64Array;
  reflected: Float64Array;
  at: Float64Array;
  hit: Hit;
  mirror: Hit;
  seen: Float64Array;
}

/**
 * Writes to `colour` what the ray from the eye along `scratch.ray`'s direction sees, and answers which
 * face it met (surface and normal), so that pixels on an edge between two faces can be sampled again.
 */
function rayColour(room: RoomModel, maps: LightMap[], scratch: Scratch, colour: Float64Array): number {
  const { ray, reflected, at, hit, mirror, seen } = scratch;
  ray[0] = 0;
  ray[1] = room.eye;
  ray[2] = 0;
  trace(room, ray, -1, hit);
  const dx = ray[3] as number;
  const dy = ray[4] as number;
  const dz = ray[5] as number;
  const x = dx * hit.t;
  const y = room.eye + dy * hit.t;
  const z = dz * hit.t;
  at[0] = x;
  at[1] = y;
  at[2] = z;
  shade(room, maps, hit, at, colour);
  if (hit.surface === 4 && room.floor.gloss > 0) {
    // a polished floor: the room mirrored in it, more at a grazing angle (Schlick's approximation)
    reflected[0] = x;
    reflected[1] = y;
    reflected[2] = z;
    reflected[3] = dx;
    reflected[4] = -dy;
    reflected[5] = dz;
    trace(room, reflected, 4, mirror);
    at[0] = x + dx * mirror.t;
    at[1] = y - dy * mirror.t;
    at[2] = z + dz * mirror.t;
    shade(room, maps, mirror, at, seen);
    const fresnel = room.floor.gloss * (0.35 + 0.65 * (1 - Math.abs(dy)) ** 5);
    for (let c = 0; c < 3; c++)
      colour[c] = (colour[c] as number) * (1 - fresnel) + (seen[c] as number) * fresnel;
  }
  return hit.surface * 4 + (hit.ny !== 0 ? 1 : hit.nx !== 0 ? 2 : 3);
}

/** Where the four extra rays of a pixel on an edge go: the middles of its quarters. */
const quarters = [0.25, 0.25, 0.75, 0.25, 0.25, 0.75, 0.75, 0.75] as const;

/**
 * The room as an equirectangular panorama of `width` x `width / 2` RGB pixels: yaw 0 (the front wall's
 * middle) at the centre column, yaw growing to the right, the zenith on the top row. One ray a pixel, then
 * four for the pixels on an edge between two faces (the counter's top, a corner), which the viewer would
 * otherwise magnify into stairs. Synchronous and seconds long at full size: it runs on the panorama
 * thread (tour-panorama-worker.ts), never on the thread that answers requests.
 */
export function renderRoomPanorama(room: RoomModel, width: number): Uint8ClampedArray {
  const height = width / 2;
  const out = new Uint8ClampedArray(width * height * 3);
  const faces = new Int16Array(width * height);
  const maps = [0, 1, 2, 3, 4, 5].map((surface) => lightMapOf(room, surface));
  const scratch: Scratch = {
    ray: new Float64Array(6),
    reflected: new Float64Array(6),
    at: new Float64Array(3),
    hit: { t: 0, surface: 0, nx: 0, ny: 0, nz: 0 },
    mirror: { t: 0, surface: 0, nx: 0, ny: 0, nz: 0 },
    seen: new Float64Array(3),
  };
  const colour = new Float64Array(3);
  const { ray } = scratch;
  const aim = (u: number, v: number) => {
    const lon = (u / width) * 2 * Math.PI - Math.PI;
    const lat = Math.PI / 2 - (v / height) * Math.PI;
    const cosLat = Math.cos(lat);
    ray[3] = Math.sin(lon) * cosLat;
    ray[4] = Math.sin(lat);
    ray[5] = Math.cos(lon) * cosLat;
  };
  // every row's rays share their columns' longitudes: their sines and cosines are worked out once
  const sinLon = new Float64Array(width);
  const cosLon = new Float64Array(width);
  for (let u = 0; u < width; u++) {
    const lon = ((u + 0.5) / width) * 2 * Math.PI - Math.PI;
    sinLon[u] = Math.sin(lon);
    cosLon[u] = Math.cos(lon);
  }
  for (let v = 0; v < height; v++) {
    const lat = Math.PI / 2 - ((v + 0.5) / height) * Math.PI;
    const cosLat = Math.cos(lat);
    const dy = Math.sin(lat);
    for (let u = 0; u < width; u++) {
      const i = v * width + u;
      ray[3] = (sinLon[u] as number) * cosLat;
      ray[4] = dy;
      ray[5] = (cosLon[u] as number) * cosLat;
      faces[i] = rayColour(room, maps, scratch, colour);
      out[i * 3] = colour[0] as number;
      out[i * 3 + 1] = colour[1] as number;
      out[i * 3 + 2] = colour[2] as number;
    }
  }
  for (let v = 0; v < height - 1; v++) {
    for (let u = 0; u < width; u++) {
      const i = v * width + u;
      const right = u + 1 < width ? i + 1 : v * width;
      if (faces[i] === faces[right] && faces[i] === faces[i + width]) continue;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let q = 0; q < 8; q += 2) {
        aim(u + (quarters[q] as number), v + (quarters[q + 1] as number));
        rayColour(room, maps, scratch, colour);
        r += colour[0] as number;
        g += colour[1] as number;
        b += colour[2] as number;
      }
      out[i * 3] = r / 4;
      out[i * 3 + 1] = g / 4;
      out[i * 3 + 2] = b / 4;
    }
  }
  return out;
}
