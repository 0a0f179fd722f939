import {
  chrome,
  type Drawing,
  dark,
  edged,
  glass,
  led,
  type Model,
  metal,
  type Paint,
  panel,
  shine,
  sizeShare,
  steel,
} from "./product-paint.svg.ts";
import {
  circle,
  ellipse,
  line,
  linear,
  mix,
  path,
  r1,
  radial,
  rect,
  repeat,
  stroked,
} from "./svg-primitives.ts";

// The big appliances, drawn model by model: the model number picks handles, controls and proportions,
// the size (cm, litres, kg, inches) the width, capacity or screen. The floor is at y 352.

const floor = 352;

/** A small digital display with its text in the display's glow colour. */
const display = (x: number, y: number, w: number, h: number, content: string, colour = led) =>
  rect(x, y, w, h, "#0b0d10", 3) +
  `<text x="${r1(x + w / 2)}" y="${r1(y + h * 0.72)}" font-family="Arial, sans-serif" font-size="${Math.round(h * 0.62)}" fill="${colour}" text-anchor="middle">${content}</text>`;

/** A soft reflection across glass: a pale band from the top-left corner. */
const glare = (x: number, y: number, w: number, h: number, opacity = 0.35) =>
  path(
    `M${r1(x)} ${r1(y)} H${r1(x + w * 0.45)} L${r1(x + w * 0.2)} ${r1(y + h)} H${r1(x)} Z`,
    shine,
    ` opacity="${opacity}"`,
  );

/** A door handle of one of three styles, across (horizontal) or along (vertical) a door. */
function handle(style: string, x: number, y: number, length: number, vertical: boolean, p: Paint): string {
  if (style === "recess")
    return vertical ? rect(x - 3, y, 6, length, dark, 3) : rect(x, y - 3, length, 6, dark, 3);
  const fill = style === "tone" ? p.body : chrome;
  const grip = vertical
    ? rect(x - 5, y, 10, length, fill, 5, edged(p))
    : rect(x, y - 5, length, 10, fill, 5, edged(p));
  const posts = vertical
    ? rect(x - 3, y + 8, 8, 6, metal) + rect(x - 3, y + length - 14, 8, 6, metal)
    : rect(x + 10, y - 3, 6, 8, metal) + rect(x + length - 16, y - 3, 6, 8, metal);
  return posts + grip;
}

const feet = (x: number, w: number) =>
  rect(x + 10, floor - 6, 18, 6, dark) + rect(x + w - 28, floor - 6, 18, 6, dark);

// ---------------------------------------------------------------------------------------------
// Cooking
// ---------------------------------------------------------------------------------------------

/** A built-in oven front: control panel with knobs or touch keys, one or two glass doors. */
function ovenFront(p: Paint, m: Model, x: number, y: number, w: number, h: number, cavities: number): string {
  const front = m.pick(["tone", "steel", "black"], "front");
  const handleStyle = m.pick(["bar", "bar", "tone", "recess"], "handle");
  const knobs = m.pick([0, 2, 2, 3, 4], "knobs");
  const panelH = 44;
  let s = rect(x - 5, y - 5, w + 10, h + 10, p.shade, 6) + rect(x, y, w, h, p.body, 4, edged(p));
  s += rect(x + 6, y + 6, w - 12, panelH - 8, front === "steel" ? steel : panel, 3);
  s += display(200 - 28, y + 14, 56, 20, m.pick(["180°", "12:00", "200°", "0:45"], "clock"));
  const side = (w - 12) / 2 - 40;
  for (let i = 0; i < knobs; i++) {
    const half = Math.floor(knobs / 2);
    const left = i < half;
    const j = left ? i : i - half;
    const kx = left
      ? x + 22 + j * Math.min(36, side / Math.max(1, half))
      : x + w - 22 - j * Math.min(36, side / Math.max(1, half));
    s += circle(kx, y + 24, 12, chrome, ` stroke="${dark}" stroke-width="1"`) + circle(kx, y + 24, 5, metal);
  }
  if (knobs === 0) s += repeat(6, (i) => circle(x + 28 + i * 14, y + 24, 3, i === 0 ? led : "#8a939c"));
  const doorH = (h - panelH - 6) / cavities;
  for (let c = 0; c < cavities; c++) {
    const dy = y + panelH + c * doorH;
    s += rect(x + 6, dy, w - 12, doorH - 6, front === "black" ? panel : p.body, 4, edged(p));
    const wy = dy + (handleStyle === "recess" ? 16 : 30);
    const wh = doorH - (handleStyle === "recess" ? 30 : 44);
    s += rect(x + 22, wy, w - 44, wh, glass, 6);
    s += line(x + 34, wy + wh * 0.62, x + w - 34, wy + wh * 0.62, "#4a5661", 2);
    s += ellipse(200, wy + wh * 0.5, (w - 44) * 0.32, wh * 0.3, "url(#ol)");
    s += glare(x + 22, wy, w - 44, wh);
    if (handleStyle === "recess") s += rect(x + 30, dy + 6, w - 60, 5, dark, 2);
    else s += handle(handleStyle, x + 26, dy + 16, w - 52, false, p);
  }
  return s;
}

const ovenGlow = radial("ol", [
  [0, "#ffb74d", 0.35],
  [1, "#ffb74d", 0],
]);

const oven: Drawing = (p, m) => {
  const w = 210 + 110 * sizeShare(m, 60, 90);
  return ovenGlow + ovenFront(p, m, 200 - w / 2, 100, w, 220, 1);
};

const doubleOven: Drawing = (p, m) => ovenGlow + ovenFront(p, m, 200 - 105, 40, 210, 300, 2);

/** The cooktop seen from the front and above: burners, zones or rings in perspective on glass or steel. */
function cooktopOf(type: "gas" | "induction" | "ceramic"): Drawing {
  return (p, m) => {
    const share = sizeShare(m, 60, 90);
    const w = 270 + 100 * share;
    const top = 170;
    const bottom = 290;
    const inset = 34;
    const x0 = 200 - w / 2;
    const x1 = 200 + w / 2;
    const surface = type === "gas" ? m.pick([steel, panel, steel], "top") : panel;
    let s =
      path(`M${r1(x0)} ${bottom} H${r1(x1)} v10 H${r1(x0)} Z`, p.shade) +
      path(
        `M${r1(x0)} ${bottom} L${r1(x0 + inset)} ${top} H${r1(x1 - inset)} L${r1(x1)} ${bottom} Z`,
        surface,
        edged(p),
      ) +
      path(
        `M${r1(x0 + inset)} ${top} H${r1(200)} L${r1(x0 + w * 0.38)} ${bottom} H${r1(x0)} Z`,
        shine,
        ' opacity="0.22"',
      );
    const zones =
      type === "gas"
        ? (m.size ?? 60) >= 85
          ? 5
          : (m.size ?? 60) >= 70
            ? m.pick([4, 5], "zones")
            : 4
        : (m.size ?? 60) >= 85
          ? 5
          : 4;
    const layout =
      zones === 5
        ? [
            [0.18, 0.28, 0.9],
            [0.18, 0.72, 0.8],
            [0.5, 0.5, 1.25],
            [0.82, 0.28, 0.8],
            [0.82, 0.72, 0.95],
          ]
        : [
            [0.27, 0.28, 0.9],
            [0.73, 0.28, 0.75],
            [0.27, 0.72, 0.75],
            [0.73, 0.72, 1.05],
          ];
    const hot = Math.floor(m.frac("hot") * zones);
    layout.forEach(([u = 0, v = 0, k = 1], i) => {
      const y = top + v * (bottom - top) * 0.86;
      const half = w / 2 - inset * (1 - v * 0.86);
      const x = 200 + (u - 0.5) * 2 * half * 0.96;
      const r = (26 + 10 * share) * k;
      if (type === "gas") {
        s +=
          ellipse(x, y, r, r * 0.42, dark) +
          ellipse(x, y - 2, r * 0.62, r * 0.26, metal) +
          ellipse(x, y - 3, r * 0.32, r * 0.13, "#3a3f45") +
          repeat(4, (j) => {
            // Grates in perspective: the spokes' depth is squashed like the burner
            const a = ((j * 45 + 22) * Math.PI) / 180;
            const dx = Math.cos(a) * r * 1.05;
            const dy = Math.sin(a) * r * 0.44;
            return line(x - dx, y - dy, x + dx, y + dy, "#111317", 4);
          });
      } else {
        const ringFill = type === "ceramic" && i === hot ? "url(#hz)" : "none";
        s +=
          ellipse(
            x,
            y,
            r,
            r * 0.42,
            ringFill,
            ` stroke="${type === "ceramic" ? "#6b4a44" : "#9aa3ab"}" stroke-width="2"`,
          ) +
          ellipse(
            x,
            y,
            r * 0.6,
            r * 0.25,
            "none",
            ` stroke="${type === "ceramic" ? "#5a3d38" : "#6f7780"}" stroke-width="1.5"`,
          );
      }
    });
    if (type === "gas")
      s += repeat(zones, (i) =>
        ellipse(x0 + 40 + (i * (w - 80)) / Math.max(1, zones - 1), bottom + 5, 10, 4, chrome),
      );
    else
      s +=
        rect(200 - 60, bottom - 18, 120, 6, "#3b424a", 3) +
        repeat(zones, (i) => circle(200 - 50 + i * 24, bottom - 15, 2, i === hot ? "#ef5350" : "#c9d1d9"));
    return (
      (type === "ceramic"
        ? radial("hz", [
            [0, "#ff7043", 0.95],
            [0.7, "#d84315", 0.7],
            [1, "#6b4a44", 0.4],
          ])
        : "") + s
    );
  };
}

const rangehood: Drawing = (p, m) => {
  const w = 220 + 130 * sizeShare(m, 60, 120);
  const x0 = 200 - w / 2;
  const style = m.pick(["canopy", "box", "canopy", "glass"], "style");
  const chimney = rect(170, 20, 60, 190, p.body, 2, edged(p)) + rect(170, 20, 60, 6, p.shade);
  const hood =
    style === "box"
      ? rect(x0, 200, w, 62, p.body, 4, edged(p))
      : style === "glass"
        ? path(
            `M${r1(x0 + 10)} 215 H${r1(x0 + w - 10)} L${r1(x0 + w)} 262 H${r1(x0)} Z`,
            glass,
            ' opacity="0.85"',
          ) + rect(x0 + 20, 200, w - 40, 16, p.body, 2, edged(p))
        : path(`M150 200 H250 L${r1(x0 + w)} 262 H${r1(x0)} Z`, p.body, edged(p));
  const lights = repeat(2, (i) => {
    const lx = i === 0 ? x0 + w * 0.25 : x0 + w * 0.75;
    return (
      path(
        `M${r1(lx - 8)} 280 L${r1(lx - 40)} 345 H${r1(lx + 40)} L${r1(lx + 8)} 280 Z`,
        "#fff3c4",
        ' opacity="0.25"',
      ) + ellipse(lx, 280, 9, 3, "#fffbe6")
    );
  });
  return (
    chimney +
    hood +
    rect(x0, 260, w, 20, p.shade, 3) +
    rect(x0, 260, w, 4, "#ffffff", 0, ' opacity="0.3"') +
    repeat(3, (i) => rect(x0 + w - 70 + i * 18, 266, 12, 6, i === 0 ? led : dark, 2)) +
    lights
  );
};

const microwaveOf =
  (builtIn: boolean): Drawing =>
  (p, m) => {
    const w = 280 + 40 * m.frac("w");
    const h = 170 + 20 * m.frac("h");
    const x = 200 - w / 2;
    const y = (builtIn ? 300 : floor - 6) - h;
    const controls = m.pick(["keys", "dial", "touch"], "controls");
    const panelX = x + w * 0.73;
    let s = builtIn ? rect(x - 16, y - 16, w + 32, h + 32, steel, 4, edged(p)) : "";
    s += rect(x, y, w, h, p.body, 8, edged(p));
    s += rect(x + 12, y + 12, w * 0.73 - 20, h - 24, p.body, 5, edged(p));
    const gx = x + 30;
    const gw = w * 0.73 - 56;
    s +=
      rect(gx, y + 28, gw, h - 56, glass, 6) +
      ellipse(gx + gw / 2, y + h - 44, gw * 0.3, 8, "#55616d", ' opacity="0.6"');
    s += glare(gx, y + 28, gw, h - 56);
    s += rect(panelX, y + 12, w * 0.27 - 12, h - 24, controls === "touch" ? panel : p.body, 4);
    const cx = panelX + (w * 0.27 - 12) / 2;
    s += display(cx - 28, y + 24, 56, 20, "12:00");
    if (controls === "dial")
      s +=
        circle(cx, y + h * 0.6, 20, chrome, ` stroke="${dark}" stroke-width="1"`) +
        circle(cx, y + h * 0.6, 8, metal);
    else
      s += repeat(9, (i) =>
        rect(
          cx - 27 + (i % 3) * 20,
          y + 56 + Math.floor(i / 3) * 20,
          14,
          12,
          controls === "touch" ? "#6c757d" : p.shade,
          3,
        ),
      );
    s += rect(cx - 24, y + h - 34, 48, 14, dark, 4);
    if (!builtIn) s += feet(x, w);
    return s;
  };

// ---------------------------------------------------------------------------------------------
// Cooling
// ---------------------------------------------------------------------------------------------

type FridgeLayout = "french" | "side" | "quad" | "top" | "bottom";

function fridgeOf(layout: FridgeLayout): Drawing {
  const litres: Record<FridgeLayout, [number, number]> = {
    french: [490, 680],
    side: [600, 680],
    quad: [560, 650],
    top: [230, 460],
    bottom: [330, 528],
  };
  return (p, m) => {
    const [low, high] = litres[layout];
    const share = sizeShare(m, low, high);
    const wide = layout === "french" || layout === "side" || layout === "quad";
    const h = 262 + 62 * share;
    const w = wide ? 205 + 45 * share : 140 + 40 * share;
    const x = 200 - w / 2;
    const y = floor - 6 - h;
    const style = m.pick(["bar", "bar", "tone", "recess"], "handle");
    const water = wide && m.frac("water") < 0.55;
    const gap = mix(p.shade, "#000000", 0.35);
    let s =
      rect(x, y, w, h, p.body, 8, edged(p)) + rect(x + 6, y + 3, w - 12, 4, "#ffffff", 2, ' opacity="0.35"');
    const doors: string[] = [];
    const split = (fraction: number) => y + h * fraction;
    const seam = (x1: number, y1: number, x2: number, y2: number) => doors.push(line(x1, y1, x2, y2, gap, 2));
    if (layout === "french" || layout === "quad") {
      const s1 = split(layout === "quad" ? 0.58 : 0.64);
      seam(200, y + 2, 200, layout === "quad" ? y + h - 2 : s1);
      seam(x + 2, s1, x + w - 2, s1);
      doors.push(
        handle(style, 190, y + 40, s1 - y - 80, true, p),
        handle(style, 210, y + 40, s1 - y - 80, true, p),
      );
      if (layout === "quad")
        doors.push(handle(style, 190, s1 + 14, 60, true, p), handle(style, 210, s1 + 14, 60, true, p));
      else doors.push(handle(style, 200 - w * 0.3, s1 + 16, w * 0.6, false, p));
    } else if (layout === "side") {
      const mid = x + w * 0.46;
      seam(mid, y + 2, mid, y + h - 2);
      doors.push(
        handle(style, mid - 10, y + 50, h - 130, true, p),
        handle(style, mid + 10, y + 50, h - 130, true, p),
      );
    } else {
      const s1 = split(layout === "top" ? 0.3 : 0.66);
      seam(x + 2, s1, x + w - 2, s1);
      const hx = x + w - 18;
      doors.push(
        layout === "top"
          ? handle(style, hx, s1 - 60, 44, true, p) + handle(style, hx, s1 + 16, 90, true, p)
          : handle(style, hx, s1 - 110, 90, true, p) + handle(style, 200 - 40, s1 + 18, 80, false, p),
      );
    }
    s += doors.join("");
    if (water) {
      const wx = layout === "side" ? x + 22 : x + 22;
      s +=
        rect(wx, y + 70, 50, 74, panel, 6) +
        rect(wx + 10, y + 84, 30, 8, led, 2, ' opacity="0.8"') +
        rect(wx + 15, y + 100, 20, 34, "#0f1215", 3);
    }
    // A soft highlight down each side catches the studio light
    s += rect(x + 10, y + 14, 8, h - 30, "#ffffff", 4, ' opacity="0.16"');
    return s + feet(x, w);
  };
}

// ---------------------------------------------------------------------------------------------
// Laundry and dishwashers
// ---------------------------------------------------------------------------------------------

/** A front-loading cabinet with its control panel; returns the cabinet and where the door goes. */
function laundryCabinet(p: Paint, m: Model, kind: "washer" | "dryer") {
  const share = sizeShare(m, 7, 12);
  const w = 206 + 28 * share;
  const h = 272 + 26 * share;
  const x = 200 - w / 2;
  const y = floor - 4 - h;
  const dialLeft = m.pick([true, false], "dial");
  const dialX = dialLeft ? x + 40 : x + w - 40;
  let s = rect(x, y, w, h, p.body, 10, edged(p));
  s += line(x + 4, y + 54, x + w - 4, y + 54, p.shade, 2);
  s += dialLeft
    ? rect(x + w - 76, y + 12, 62, 30, p.shade, 4) + rect(x + w - 70, y + 24, 50, 5, dark, 2)
    : rect(x + 12, y + 12, 62, 30, p.shade, 4) + rect(x + 18, y + 24, 50, 5, dark, 2);
  s +=
    circle(dialX, y + 28, 17, chrome, ` stroke="${dark}" stroke-width="1"`) +
    circle(dialX, y + 28, 10, p.flat) +
    line(dialX, y + 20, dialX, y + 26, dark, 2);
  s += display(200 - 30, y + 18, 60, 20, kind === "washer" ? "1:25" : "0:58");
  s += repeat(3, (i) =>
    circle(200 + 46 + i * 12 - (dialLeft ? 0 : 150), y + 28, 3.5, i === 0 ? led : "#8a939c"),
  );
  s += rect(x + 4, floor - 4 - 26, w - 8, 22, p.shade, 4, ' opacity="0.5"');
  return { s, x, y, w, h };
}

const washer: Drawing = (p, m) => {
  const { s, y, w, h } = laundryCabinet(p, m, "washer");
  const rim = m.pick([chrome, panel, p.body, chrome], "rim");
  const cx = 200;
  const cy = y + 54 + (h - 84) * 0.5;
  const R = Math.min(w * 0.36, (h - 84) * 0.46) * (0.92 + 0.08 * sizeShare(m, 7, 12));
  return (
    s +
    circle(cx, cy, R + 6, p.shade, ' opacity="0.45"') +
    circle(cx, cy, R, rim, edged(p)) +
    circle(cx, cy, R * 0.78, glass) +
    circle(cx, cy, R * 0.56, "#1a2027") +
    repeat(12, (i) =>
      circle(cx + Math.cos(i * 0.52) * R * 0.42, cy + Math.sin(i * 0.52) * R * 0.42, 2, "#3d4651"),
    ) +
    path(
      `M${r1(cx - R * 0.62)} ${r1(cy - R * 0.2)} A${r1(R * 0.66)} ${r1(R * 0.66)} 0 0 1 ${r1(cx + R * 0.2)} ${r1(cy - R * 0.64)}`,
      "none",
      ' stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.35"',
    ) +
    rect(cx + R * 0.82, cy - 18, 10, 36, rim === chrome ? p.shade : chrome, 4)
  );
};

const dryer: Drawing = (p, m) => {
  const { s, x, y, w, h } = laundryCabinet(p, m, "dryer");
  const cx = 200;
  const cy = y + 54 + (h - 84) * 0.5;
  const R = Math.min(w * 0.38, (h - 84) * 0.47);
  return (
    s +
    circle(cx, cy, R, m.pick([chrome, p.body], "rim"), edged(p)) +
    circle(cx, cy, R * 0.8, "#9aa7b3", ' opacity="0.85"') +
    circle(cx, cy, R * 0.62, "#c7d0d8") +
    path(
      `M${r1(cx - R * 0.6)} ${r1(cy - R * 0.1)} A${r1(R * 0.62)} ${r1(R * 0.62)} 0 0 1 ${r1(cx + R * 0.1)} ${r1(cy - R * 0.6)}`,
      "none",
      ' stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.5"',
    ) +
    repeat(8, (i) =>
      line(x + 30 + i * ((w - 60) / 7), floor - 22, x + 30 + i * ((w - 60) / 7), floor - 12, p.shade, 3),
    )
  );
};

const topWasher: Drawing = (p, m) => {
  const w = 200 + 30 * sizeShare(m, 7, 12);
  const x = 200 - w / 2;
  return (
    rect(x, 150, w, floor - 6 - 150, p.body, 6, edged(p)) +
    path(`M${r1(x)} 150 L${r1(x + 18)} 112 H${r1(x + w - 18)} L${r1(x + w)} 150 Z`, p.light, edged(p)) +
    rect(x + 18, 56, w - 36, 58, p.body, 6, edged(p)) +
    display(200 - 30, 72, 60, 20, "0:48") +
    circle(x + 50, 84, 15, chrome) +
    repeat(3, (i) => circle(x + w - 60 + i * 14, 84, 3.5, i === 0 ? led : "#8a939c")) +
    path(
      `M${r1(x + 30)} 146 L${r1(x + 42)} 118 H${r1(x + w - 42)} L${r1(x + w - 30)} 146 Z`,
      glass,
      ' opacity="0.9"',
    ) +
    path(
      `M${r1(x + 42)} 118 H${r1(x + w * 0.45)} L${r1(x + w * 0.35)} 146 H${r1(x + 30)} Z`,
      shine,
      ' opacity="0.4"',
    ) +
    rect(x + w / 2 - 30, 168, 60, 8, chrome, 4) +
    rect(x + 10, 170, 8, 160, "#ffffff", 4, ' opacity="0.16"') +
    feet(x, w)
  );
};

const dishwasher: Drawing = (p, m) => {
  const w = 170 + 60 * sizeShare(m, 45, 60);
  const h = 290;
  const x = 200 - w / 2;
  const y = floor - 4 - h;
  const hidden = m.frac("hidden") < 0.3;
  const style = m.pick(["bar", "recess", "tone"], "handle");
  let s = rect(x, y, w, h, p.body, 6, edged(p));
  if (hidden) s += rect(x, y, w, 10, p.shade) + circle(x + w - 20, y + 5, 2, led);
  else
    s +=
      rect(x + 4, y + 4, w - 8, 44, m.pick([panel, p.body], "panel"), 4) +
      display(x + 16, y + 16, 50, 20, "2:10") +
      repeat(5, (i) => circle(x + w - 24 - i * 18, y + 26, 5, i === 4 ? led : "#8a939c"));
  s += handle(style, 200 - w * 0.3, y + (hidden ? 34 : 70), w * 0.6, false, p);
  s += rect(x + 10, y + 60, 8, h - 110, "#ffffff", 4, ' opacity="0.16"');
  return s + rect(x + 2, floor - 4 - 30, w - 4, 30, dark, 3);
};

// ---------------------------------------------------------------------------------------------
// Screens and sound
// ---------------------------------------------------------------------------------------------

const screenScenes = [
  ["#0b1e3f", "#1f6fb2", "#f6a04d"],
  ["#102a1e", "#2f8f5b", "#d8f3a0"],
  ["#2b0b3f", "#8a2be2", "#ff6fa8"],
  ["#061a26", "#0f6c8c", "#7fe0f5"],
  ["#2a1205", "#c2410c", "#fcd34d"],
] as const;

/** A screen showing a colourful scene that the model picks; `id` names its gradient. */
function screen(m: Model, x: number, y: number, w: number, h: number, id: string): string {
  const [a, b, c] = m.pick(screenScenes, "scene");
  return (
    linear(
      id,
      [
        [0, a],
        [0.6, b],
        [1, c],
      ],
      [0, 0, 0.4, 1],
    ) +
    rect(x, y, w, h, `url(#${id})`) +
    path(
      `M${r1(x)} ${r1(y + h * 0.72)} C${r1(x + w * 0.3)} ${r1(y + h * 0.5)} ${r1(x + w * 0.6)} ${r1(y + h * 0.95)} ${r1(x + w)} ${r1(y + h * 0.62)} V${r1(y + h)} H${r1(x)} Z`,
      a,
      ' opacity="0.55"',
    ) +
    path(`M${r1(x + w * 0.55)} ${r1(y)} H${r1(x + w)} V${r1(y + h * 0.45)} Z`, "#ffffff", ' opacity="0.07"')
  );
}

const tv: Drawing = (p, m) => {
  const share = sizeShare(m, 43, 98);
  const w = 230 + 140 * share;
  const h = (w * 9) / 16;
  const x = 200 - w / 2;
  const y = 292 - h;
  const stand = m.pick(["pedestal", "feet", "pedestal", "bar"], "stand");
  const legs =
    stand === "feet"
      ? path(`M${r1(x + 34)} 296 L${r1(x + 20)} 336 H${r1(x + 30)} L${r1(x + 46)} 296 Z`, p.shade) +
        path(
          `M${r1(x + w - 34)} 296 L${r1(x + w - 20)} 336 H${r1(x + w - 30)} L${r1(x + w - 46)} 296 Z`,
          p.shade,
        )
      : stand === "bar"
        ? rect(186, 296, 28, 30, p.shade) + rect(200 - w * 0.3, 326, w * 0.6, 8, p.body, 4)
        : rect(188, 296, 24, 34, p.body) + ellipse(200, 334, 70, 9, p.body, edged(p));
  return (
    legs +
    rect(x - 5, y - 5, w + 10, h + 10, p.body, 4, edged(p)) +
    screen(m, x, y, w, h, "tvs") +
    rect(x - 5, y + h + 1, w + 10, 4, p.shade)
  );
};

const monitor: Drawing = (p, m) => {
  const w = 290;
  const h = 168;
  const x = 200 - w / 2;
  const y = 70;
  return (
    rect(188, 240, 24, 80, p.body, 2) +
    ellipse(200, 322, 70, 10, p.body, edged(p)) +
    rect(x - 6, y - 6, w + 12, h + 12, p.body, 6, edged(p)) +
    screen(m, x, y, w, h, "mns")
  );
};

const soundbar: Drawing = (p, m) => {
  const sub = m.frac("sub") < 0.5;
  // With a subwoofer the bar sits in front of it, to its left
  const w = sub ? 250 : 300 + 50 * m.frac("w");
  const x = sub ? 24 : 200 - w / 2;
  const y = sub ? 300 : 240;
  return (
    (sub
      ? rect(286, 180, 90, 170, p.body, 10, edged(p)) +
        circle(331, 265, 30, "#1c2025") +
        circle(331, 265, 12, "#30363d")
      : "") +
    rect(x, y, w, 46, p.body, 22, edged(p)) +
    rect(x + 18, y + 8, w - 36, 30, "#1f2328", 14, ' opacity="0.85"') +
    repeat(36, (i) => circle(x + 26 + i * ((w - 52) / 35), y + 23, 1.6, "#4a525b")) +
    rect(x + w / 2 - 5, y + 40, 10, 3, led, 1.5)
  );
};

/** Over-ear headphones in a three-quarter view. */
const headphones: Drawing = (p, m) => {
  const round = m.pick([true, false], "cups");
  const band = m.pick([14, 18, 22], "band");
  const ry = round ? 56 : 66;
  return (
    stroked("M112 222 C104 70 296 70 288 222", p.shade, band) +
    stroked("M128 150 C150 100 250 100 272 150", dark, band - 6) +
    rect(102, 200, 16, 36, steel, 6) +
    rect(282, 200, 16, 36, steel, 6) +
    ellipse(118, 268, 40, ry, p.body, edged(p)) +
    ellipse(130, 268, 26, ry - 14, "#2a2e33") +
    ellipse(284, 268, 48, ry + 4, p.body, edged(p)) +
    ellipse(284, 268, 30, ry - 16, p.shade) +
    ellipse(270, 246, 12, 20, "#ffffff", ' opacity="0.25"')
  );
};

/** True wireless earbuds beside their open charging case. */
const earbuds: Drawing = (p, m) => {
  const style = m.pick(["stem", "bean", "hook"], "style");
  const bud = (cx: number, cy: number, turn: number) => {
    const shape =
      style === "stem"
        ? ellipse(0, 0, 26, 22, p.body, edged(p)) +
          ellipse(-8, -2, 10, 9, "#30363d") +
          rect(2, 6, 14, 70, p.body, 7, edged(p)) +
          circle(9, 72, 4, metal)
        : ellipse(0, 0, 32, 26, p.body, edged(p)) +
          ellipse(-20, -4, 14, 11, "#8b9096") +
          ellipse(8, 4, 14, 11, p.shade) +
          (style === "hook" ? stroked("M14 -20 C40 -60 -30 -80 -36 -30", p.shade, 8) : "");
    return `<g transform="translate(${cx} ${cy}) rotate(${turn})">${shape}${ellipse(-4, -10, 10, 5, "#ffffff", ' opacity="0.45"')}</g>`;
  };
  const caseW = style === "stem" ? 110 : 130;
  return (
    rect(230, 250, caseW, 86, p.body, 40, edged(p)) +
    line(234, 278, 226 + caseW, 278, p.shade, 2) +
    rect(236, 256, caseW - 12, 10, "#ffffff", 5, ' opacity="0.3"') +
    circle(230 + caseW / 2, 312, 3, led) +
    bud(110, 200, -18) +
    bud(180, 236, 14)
  );
};

/** Drawings of the big appliances and screens, by picture name. */
export const applianceDrawings: Record<string, Drawing> = {
  oven,
  "double-oven": doubleOven,
  cooktop: (p, m) => cooktopOf(m.pick(["gas", "induction", "ceramic"] as const, "type"))(p, m),
  "gas-cooktop": cooktopOf("gas"),
  "induction-cooktop": cooktopOf("induction"),
  "ceramic-cooktop": cooktopOf("ceramic"),
  rangehood,
  microwave: microwaveOf(false),
  "microwave-builtin": microwaveOf(true),
  fridge: fridgeOf("french"),
  "side-by-side-fridge": fridgeOf("side"),
  "quad-door-fridge": fridgeOf("quad"),
  "fridge-top": fridgeOf("top"),
  "fridge-bottom": fridgeOf("bottom"),
  washer,
  "top-washer": topWasher,
  dryer,
  dishwasher,
  tv,
  monitor,
  soundbar,
  headphones,
  earbuds,
};
