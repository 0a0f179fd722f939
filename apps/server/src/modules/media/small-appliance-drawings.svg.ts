import {
  type Drawing,
  dark,
  edged,
  glass,
  glassLight,
  glow,
  led,
  metal,
  type Paint,
} from "./product-paint.svg.ts";
import { circle, ellipse, line, path, rect, repeat, ring, stroked } from "./svg-primitives.ts";

// Product types drawn in one pose, in the product's shaded colour: small appliances, climate, outdoor,
// personal care and gadgets. The big appliances with model-by-model detail are in appliance-drawings.

const fridgeBody = (p: Paint, x: number, w: number) =>
  rect(x, 40, w, 320, p.body, 12, edged(p)) +
  rect(x + 10, 356, 20, 8, dark) +
  rect(x + w - 30, 356, 20, 8, dark);

/** Drawings by picture name. */
export const smallApplianceDrawings: Record<string, Drawing> = {
  freezer: (p) =>
    fridgeBody(p, 125, 150) +
    rect(252, 120, 6, 110, p.shade, 3) +
    repeat(4, (i) => line(150 + i * 30, 330, 170 + i * 30, 330, p.shade, 3)) +
    rect(145, 60, 40, 12, led, 3),
  "chest-freezer": (p) =>
    rect(60, 160, 280, 170, p.body, 10, edged(p)) +
    rect(55, 150, 290, 40, p.body, 8, edged(p)) +
    rect(170, 196, 60, 8, p.shade, 4) +
    rect(290, 210, 30, 10, led, 3) +
    rect(70, 326, 16, 10, dark) +
    rect(314, 326, 16, 10, dark),
  "wine-fridge": (p) =>
    rect(125, 40, 150, 320, p.body, 10, edged(p)) +
    rect(140, 60, 120, 270, glass, 6) +
    repeat(6, (i) => line(145, 95 + i * 42, 255, 95 + i * 42, metal, 3)) +
    repeat(6, (i) => repeat(4, (j) => ellipse(160 + j * 27, 85 + i * 42, 11, 7, "#7b1e2b"))) +
    rect(262, 120, 5, 120, metal, 2),
  "bar-fridge": (p) =>
    rect(125, 140, 150, 210, p.body, 10, edged(p)) +
    rect(138, 155, 124, 170, glass, 6) +
    repeat(3, (i) => line(142, 200 + i * 45, 258, 200 + i * 45, metal, 3)) +
    repeat(3, (i) =>
      repeat(5, (j) =>
        rect(148 + j * 22, 176 + i * 45, 14, 22, ["#e53935", "#43a047", "#fdd835"][i] ?? glow, 3),
      ),
    ) +
    rect(130, 348, 16, 8, dark) +
    rect(254, 348, 16, 8, dark),
  cooker: (p) =>
    rect(60, 95, 280, 245, p.body, 6, edged(p)) +
    rect(55, 80, 290, 20, dark, 4) +
    repeat(5, (i) => ellipse(90 + i * 55, 78, 18, 5, metal)) +
    repeat(6, (i) => circle(95 + i * 42, 120, 9, dark)) +
    rect(80, 140, 240, 10, metal, 5) +
    rect(90, 160, 220, 110, glass, 6) +
    rect(80, 285, 240, 40, p.shade, 4) +
    rect(170, 300, 60, 8, metal, 4) +
    rect(70, 340, 18, 16, dark) +
    rect(312, 340, 18, 16, dark),
  iron: (p) =>
    path("M70 280 Q90 200 220 195 L330 200 Q345 240 330 280 Z", p.body, edged(p)) +
    path("M70 280 H330 L325 295 H80 Z", metal) +
    path("M150 200 Q170 130 260 130 Q300 130 310 200 L280 200 Q275 160 250 160 Q190 160 185 200 Z", p.shade) +
    circle(120, 245, 10, led),
  speaker: (p) =>
    rect(130, 70, 140, 260, p.body, 26, edged(p)) +
    circle(200, 245, 48, p.shade) +
    circle(200, 245, 20, dark) +
    circle(200, 140, 26, p.shade) +
    circle(200, 140, 10, dark),
  "stick-vacuum": (p) =>
    line(250, 70, 165, 320, metal, 10) +
    rect(225, 60, 70, 90, p.body, 20, edged(p)) +
    circle(260, 105, 22, "#7e57c2", ' opacity="0.7"') +
    rect(270, 140, 20, 60, p.shade, 8) +
    rect(110, 315, 120, 30, p.shade, 10) +
    rect(110, 338, 120, 8, dark, 4),
  "robot-vacuum": (p) =>
    ellipse(200, 230, 140, 90, p.shade) +
    ellipse(200, 215, 140, 90, p.body, edged(p)) +
    ellipse(200, 200, 40, 26, p.shade) +
    ellipse(200, 195, 28, 18, dark) +
    path("M80 240 Q200 320 320 240", "none", ` stroke="${p.shade}" stroke-width="6"`) +
    circle(250, 240, 5, led),
  vacuum: (p) =>
    ellipse(150, 270, 90, 60, p.body, edged(p)) +
    circle(105, 315, 18, dark) +
    circle(195, 315, 18, dark) +
    stroked("M220 250 C300 240 250 120 310 100", dark, 12) +
    line(310, 100, 330, 320, metal, 8) +
    rect(290, 318, 80, 22, p.shade, 8),
  "steam-mop": (p) =>
    line(200, 50, 200, 300, metal, 10) +
    rect(180, 40, 40, 30, dark, 10) +
    rect(172, 140, 56, 110, p.body, 16, edged(p)) +
    rect(182, 160, 36, 50, led, 10, ' opacity="0.6"') +
    rect(110, 300, 180, 34, p.shade, 12),
  "coffee-machine": (p) =>
    rect(100, 70, 200, 270, p.body, 14, edged(p)) +
    rect(100, 70, 200, 60, p.shade, 14) +
    circle(150, 100, 16, metal) +
    rect(200, 88, 70, 24, dark, 4) +
    rect(160, 150, 80, 20, metal, 6) +
    rect(190, 168, 70, 12, dark, 6) +
    line(260, 140, 280, 230, metal, 5) +
    path("M170 250 H230 L224 300 H176 Z", "#ffffff", ` stroke="${dark}" stroke-width="3"`) +
    rect(110, 305, 180, 20, dark, 4),
  kettle: (p) =>
    path("M130 320 L145 140 Q200 120 255 140 L270 320 Z", p.body, edged(p)) +
    stroked("M255 160 Q320 170 300 280 L268 290", p.shade, 16) +
    path("M145 160 L100 130 L110 120 L150 140 Z", p.body, edged(p)) +
    rect(165, 120, 70, 14, p.shade, 6) +
    rect(120, 318, 160, 24, dark, 8) +
    rect(160, 200, 12, 80, led, 5, ' opacity="0.7"'),
  toaster: (p) =>
    rect(80, 150, 240, 170, p.body, 40, edged(p)) +
    rect(120, 140, 70, 16, dark, 6) +
    rect(210, 140, 70, 16, dark, 6) +
    rect(300, 200, 30, 14, p.shade, 6) +
    circle(130, 270, 10, metal) +
    rect(100, 318, 30, 10, dark) +
    rect(270, 318, 30, 10, dark),
  blender: (p) =>
    path(
      "M140 90 H260 L245 250 H155 Z",
      "#dfe9f2",
      ` stroke="${glassLight}" stroke-width="3" opacity="0.9"`,
    ) +
    path("M165 200 L235 200 L232 240 H168 Z", "#ef5350", ' opacity="0.8"') +
    rect(135, 75, 130, 20, dark, 6) +
    path("M140 250 H260 L275 340 H125 Z", p.body, edged(p)) +
    circle(200, 300, 14, metal),
  "stick-blender": (p) =>
    rect(175, 50, 50, 190, p.body, 24, edged(p)) +
    rect(190, 80, 20, 30, dark, 6) +
    line(200, 240, 200, 300, metal, 14) +
    path("M165 300 H235 L225 340 H175 Z", metal),
  "food-processor": (p) =>
    rect(110, 250, 180, 90, p.body, 14, edged(p)) +
    path("M125 130 H275 L265 250 H135 Z", "#dfe9f2", ` stroke="${glassLight}" stroke-width="3"`) +
    rect(120, 115, 160, 20, dark, 6) +
    rect(180, 60, 40, 60, "#dfe9f2", 4, ` stroke="${glassLight}" stroke-width="3"`) +
    circle(200, 295, 16, metal),
  "stand-mixer": (p) =>
    rect(90, 320, 220, 24, p.body, 10, edged(p)) +
    path("M250 330 V150 Q250 110 210 110 H120 Q90 110 90 140 V170 H250", p.body, edged(p)) +
    path("M120 210 H230 Q225 300 175 300 Q125 300 120 210 Z", metal) +
    line(175, 170, 175, 250, dark, 6),
  "air-fryer": (p) =>
    rect(110, 90, 180, 250, p.body, 40, edged(p)) +
    circle(200, 140, 26, dark) +
    circle(200, 140, 8, led) +
    rect(125, 200, 150, 120, p.shade, 20) +
    rect(170, 245, 60, 20, dark, 8),
  "slow-cooker": (p) =>
    ellipse(200, 270, 130, 70, p.body, edged(p)) +
    rect(70, 210, 260, 60, p.body) +
    ellipse(200, 210, 130, 30, dark) +
    ellipse(200, 200, 120, 26, "#dfe9f2", ` stroke="${glassLight}" stroke-width="3"`) +
    circle(200, 172, 12, dark) +
    rect(55, 230, 20, 14, dark, 5) +
    rect(325, 230, 20, 14, dark, 5) +
    rect(180, 280, 40, 16, dark, 6),
  "rice-cooker": (p) =>
    rect(100, 170, 200, 160, p.body, 40, edged(p)) +
    path("M100 190 Q100 110 200 110 Q300 110 300 190 Z", p.shade) +
    rect(185, 98, 30, 14, dark, 5) +
    rect(165, 240, 70, 40, dark, 8) +
    circle(200, 260, 7, "#ef5350"),
  frypan: (p) =>
    ellipse(190, 250, 140, 60, p.body, edged(p)) +
    ellipse(190, 235, 125, 45, dark) +
    path("M75 230 Q190 110 305 230 Z", "#dfe9f2", ` stroke="${glassLight}" stroke-width="3" opacity="0.9"`) +
    circle(190, 165, 10, dark) +
    rect(320, 240, 60, 16, dark, 8),
  "sandwich-press": (p) =>
    rect(70, 240, 260, 70, p.body, 14, edged(p)) +
    path("M70 240 L100 160 H320 L330 240 Z", p.shade) +
    rect(310, 170, 60, 16, dark, 8) +
    circle(110, 280, 6, "#ef5350") +
    circle(130, 280, 6, "#66bb6a"),
  "benchtop-oven": (p) =>
    rect(60, 120, 280, 190, p.body, 14, edged(p)) +
    rect(80, 145, 190, 130, glass, 8) +
    rect(90, 155, 170, 20, glassLight, 5, ' opacity="0.5"') +
    rect(80, 130, 190, 8, metal, 4) +
    repeat(3, (i) => circle(305, 160 + i * 45, 13, p.shade)) +
    rect(75, 308, 26, 10, dark) +
    rect(300, 308, 26, 10, dark),
  "air-conditioner": (p) =>
    rect(30, 130, 340, 120, p.body, 30, edged(p)) +
    path("M40 220 H360 L350 250 H50 Z", p.shade) +
    line(70, 235, 330, 235, dark, 3) +
    rect(300, 160, 40, 14, led, 4, ' opacity="0.8"') +
    repeat(3, (i) =>
      path(
        `M${120 + i * 70} 275 q10 20 0 40 q-10 20 0 40`,
        "none",
        ` stroke="${led}" stroke-width="4" opacity="0.6"`,
      ),
    ),
  "portable-ac": (p) =>
    rect(130, 60, 140, 280, p.body, 20, edged(p)) +
    rect(150, 80, 100, 50, p.shade, 8) +
    rect(160, 90, 40, 14, led, 4) +
    repeat(6, (i) => line(150, 160 + i * 20, 250, 160 + i * 20, p.shade, 3)) +
    stroked("M270 280 C330 280 340 200 360 150", metal, 18) +
    circle(150, 345, 10, dark) +
    circle(250, 345, 10, dark),
  heater: (p) =>
    repeat(8, (i) => rect(95 + i * 27, 110, 22, 210, p.body, 11, edged(p))) +
    rect(300, 150, 30, 60, p.shade, 6) +
    circle(315, 170, 7, "#ef5350") +
    rect(90, 320, 40, 14, dark, 6) +
    rect(270, 320, 40, 14, dark, 6),
  fan: (p) =>
    line(200, 200, 200, 330, metal, 10) +
    ellipse(200, 340, 80, 14, p.shade) +
    circle(200, 150, 100, p.body, ` opacity="0.35"${edged(p)}`) +
    repeat(
      3,
      (i) =>
        `<ellipse cx="200" cy="100" rx="22" ry="46" fill="${p.shade}" transform="rotate(${i * 120} 200 150)"/>`,
    ) +
    circle(200, 150, 18, dark) +
    repeat(
      8,
      (i) =>
        `<line x1="200" y1="50" x2="200" y2="150" stroke="${p.edge}" stroke-width="2" transform="rotate(${i * 45} 200 150)"/>`,
    ),
  "tower-fan": (p) =>
    rect(160, 40, 80, 290, p.body, 36, edged(p)) +
    rect(180, 80, 40, 200, p.shade, 18) +
    repeat(9, (i) => line(186, 95 + i * 21, 214, 95 + i * 21, dark, 3)) +
    ellipse(200, 340, 70, 14, p.shade),
  "air-purifier": (p) =>
    rect(135, 60, 130, 280, p.body, 30, edged(p)) +
    ellipse(200, 70, 60, 14, p.shade) +
    repeat(48, (i) => circle(158 + (i % 6) * 17, 150 + Math.floor(i / 6) * 22, 3, p.shade)) +
    circle(200, 110, 10, led),
  dehumidifier: (p) =>
    rect(125, 70, 150, 270, p.body, 18, edged(p)) +
    rect(145, 90, 110, 40, p.shade, 6) +
    rect(155, 100, 40, 14, led, 4) +
    rect(140, 220, 120, 100, "#dfe9f2", 10, ` stroke="${glassLight}" stroke-width="3"`) +
    rect(145, 285, 110, 30, led, 6, ' opacity="0.4"'),
  "hot-water": (p) =>
    rect(135, 70, 130, 270, p.body, 20, edged(p)) +
    ellipse(200, 72, 65, 20, p.shade) +
    line(170, 40, 170, 60, metal, 10) +
    line(230, 40, 230, 60, metal, 10) +
    rect(150, 280, 100, 40, p.shade, 6) +
    circle(200, 300, 8, "#ef5350"),
  "heat-pump": (p) =>
    rect(135, 120, 130, 230, p.body, 20, edged(p)) +
    rect(125, 40, 150, 90, p.shade, 10) +
    circle(200, 85, 32, dark) +
    repeat(
      4,
      (i) =>
        `<rect x="196" y="55" width="8" height="30" fill="${metal}" transform="rotate(${i * 90} 200 85)"/>`,
    ) +
    rect(150, 290, 100, 30, p.shade, 6),
  "instant-hot-water": (p) =>
    rect(110, 60, 180, 240, p.body, 14, edged(p)) +
    rect(160, 110, 80, 40, dark, 6) +
    `<text x="200" y="138" font-family="Arial, sans-serif" font-size="20" fill="${led}" text-anchor="middle">50°</text>` +
    repeat(3, (i) => line(150 + i * 50, 300, 150 + i * 50, 350, metal, 10)),
  bbq: (p) =>
    path("M90 170 Q90 80 200 80 Q310 80 310 170 Z", p.body, edged(p)) +
    rect(85, 170, 230, 40, p.shade, 4) +
    rect(30, 180, 60, 10, metal, 3) +
    rect(310, 180, 60, 10, metal, 3) +
    rect(170, 110, 60, 10, metal, 5) +
    repeat(5, (i) => circle(120 + i * 40, 190, 6, dark)) +
    rect(100, 210, 200, 110, p.shade, 4) +
    line(120, 225, 280, 225, dark, 3) +
    circle(115, 335, 16, dark) +
    circle(285, 335, 16, dark),
  "kettle-bbq": (p) =>
    path("M90 200 Q90 90 200 90 Q310 90 310 200 Z", p.body, edged(p)) +
    path("M90 200 Q90 290 200 290 Q310 290 310 200 Z", p.body, edged(p)) +
    line(90, 200, 310, 200, p.shade, 4) +
    rect(175, 75, 50, 14, dark, 6) +
    line(140, 280, 110, 350, metal, 8) +
    line(260, 280, 290, 350, metal, 8) +
    line(200, 290, 200, 350, metal, 8),
  "pizza-oven": (p) =>
    path("M70 300 V200 Q70 110 200 110 Q330 110 330 200 V300 Z", p.body, edged(p)) +
    path("M130 300 V240 Q130 200 200 200 Q270 200 270 240 V300 Z", dark) +
    path("M150 300 Q200 250 250 300 Z", glow, ' opacity="0.9"') +
    rect(250, 60, 30, 70, p.shade, 4) +
    rect(60, 300, 280, 20, p.shade, 4),
  "patio-heater": (p) =>
    ellipse(200, 70, 110, 22, p.body, edged(p)) +
    rect(180, 80, 40, 60, glow, 8, ' opacity="0.85"') +
    line(200, 140, 200, 290, metal, 10) +
    rect(150, 280, 100, 60, p.body, 8, edged(p)),
  "strip-heater": (p) =>
    rect(30, 170, 340, 40, p.body, 8, edged(p)) +
    rect(45, 200, 310, 10, "#ff7043") +
    repeat(5, (i) =>
      path(
        `M${70 + i * 65} 225 q10 20 0 40 q-10 20 0 40`,
        "none",
        ` stroke="#ff7043" stroke-width="4" opacity="0.6"`,
      ),
    ),
  sink: (p) =>
    rect(40, 110, 320, 190, p.body, 16, edged(p)) +
    rect(60, 130, 150, 150, p.shade, 16) +
    rect(225, 130, 115, 150, p.shade, 16) +
    circle(135, 230, 10, dark) +
    circle(282, 230, 10, dark) +
    circle(215, 120, 7, metal),
  tap: (p) =>
    stroked("M170 330 V150 Q170 60 250 60 Q310 60 310 130 V160", p.body, 22) +
    `<path d="M170 330 V150 Q170 60 250 60 Q310 60 310 130 V160" fill="none" stroke="${p.edge}" stroke-width="2"/>` +
    rect(295, 150, 30, 30, p.shade, 6) +
    rect(130, 200, 40, 14, p.shade, 6) +
    ellipse(170, 335, 50, 12, p.shade),
  "boiling-tap": (p) =>
    stroked("M160 250 V120 Q160 70 220 70 Q270 70 270 120 V140", p.body, 20) +
    rect(255, 135, 30, 24, p.shade, 6) +
    rect(120, 140, 40, 14, "#ef5350", 6) +
    ellipse(160, 255, 40, 10, p.shade) +
    rect(110, 280, 180, 80, p.body, 10, edged(p)) +
    rect(130, 300, 40, 12, led, 4),
  "water-filter": (p) =>
    rect(110, 80, 180, 24, p.shade, 6) +
    rect(125, 100, 60, 200, p.body, 18, edged(p)) +
    rect(215, 100, 60, 200, p.body, 18, edged(p)) +
    line(90, 92, 110, 92, metal, 10) +
    line(290, 92, 310, 92, metal, 10),
  "hair-dryer": (p) =>
    rect(80, 120, 220, 100, p.body, 50, edged(p)) +
    rect(290, 140, 40, 60, p.shade, 10) +
    path("M150 210 L200 210 L185 340 H145 Z", p.body, edged(p)) +
    circle(115, 170, 34, p.shade) +
    circle(115, 170, 18, dark),
  "hair-styler": (p) =>
    `<rect x="150" y="50" width="40" height="290" rx="18" fill="${p.body}"${edged(p)} transform="rotate(-8 170 195)"/>` +
    `<rect x="210" y="50" width="40" height="290" rx="18" fill="${p.body}"${edged(p)} transform="rotate(8 230 195)"/>` +
    rect(175, 300, 50, 40, p.shade, 10) +
    rect(160, 80, 18, 120, metal, 6) +
    rect(222, 80, 18, 120, metal, 6),
  shaver: (p) =>
    rect(150, 140, 100, 210, p.body, 40, edged(p)) +
    rect(130, 60, 140, 90, p.shade, 30) +
    repeat(3, (i) => circle(160 + i * 40, 105, 16, dark)) +
    circle(200, 220, 14, led),
  toothbrush: (p) =>
    rect(170, 150, 60, 200, p.body, 28, edged(p)) +
    rect(188, 60, 24, 100, p.body, 10, edged(p)) +
    rect(184, 40, 32, 36, "#ffffff", 8, ` stroke="${led}" stroke-width="3"`) +
    circle(200, 220, 12, led),
  "smart-speaker": (p) =>
    rect(130, 90, 140, 240, p.body, 60, edged(p)) +
    repeat(40, (i) => circle(155 + (i % 5) * 22, 150 + Math.floor(i / 5) * 20, 3, p.shade)) +
    ellipse(200, 98, 50, 10, led, ' opacity="0.7"'),
  "smart-display": (p) =>
    path("M90 300 L120 100 H330 L300 300 Z", p.body, edged(p)) +
    path("M110 280 L135 120 H315 L290 280 Z", glass) +
    rect(80, 300, 240, 30, p.shade, 10),
  "security-camera": (p) =>
    rect(100, 130, 200, 120, p.body, 50, edged(p)) +
    circle(170, 190, 40, dark) +
    circle(170, 190, 20, glass) +
    circle(240, 170, 6, led) +
    line(200, 250, 200, 320, p.shade, 14) +
    rect(150, 315, 100, 16, p.shade, 6),
  doorbell: (p) =>
    rect(150, 50, 100, 300, p.body, 40, edged(p)) +
    circle(200, 120, 30, dark) +
    circle(200, 120, 14, glass) +
    ring(200, 270, 28, led, 6) +
    circle(200, 270, 18, p.shade),
  "light-bulb": (p) =>
    circle(200, 150, 90, "#fff59d", ` stroke="${p.edge}" stroke-width="3"`) +
    path("M160 220 H240 L230 270 H170 Z", "#fff59d") +
    repeat(4, (i) => rect(170, 270 + i * 14, 60, 10, metal, 4)) +
    path("M180 330 H220 L210 345 H190 Z", dark) +
    repeat(
      8,
      (i) =>
        `<line x1="200" y1="30" x2="200" y2="50" stroke="${glow}" stroke-width="6" stroke-linecap="round" transform="rotate(${i * 45 - 90} 200 150)"/>`,
    ),
  "light-strip": (p) =>
    stroked("M40 260 C120 120 200 340 280 180 S360 120 370 160", p.edge, 18) +
    `<path d="M40 260 C120 120 200 340 280 180 S360 120 370 160" fill="none" stroke="#e040fb" stroke-width="10" stroke-linecap="round" stroke-dasharray="20 12"/>`,
  laptop: (p) =>
    rect(80, 80, 240, 160, p.body, 10, edged(p)) +
    rect(92, 92, 216, 136, glass, 4) +
    path("M92 228 L210 92 H308 V160 Z", glassLight, ' opacity="0.4"') +
    path("M50 250 H350 L330 280 H70 Z", p.body, edged(p)) +
    rect(170, 252, 60, 8, p.shade, 4),
  tablet: (p) =>
    rect(110, 50, 180, 300, p.body, 20, edged(p)) +
    rect(122, 66, 156, 262, glass, 8) +
    path("M122 328 L278 120 V66 H240 L122 250 Z", glassLight, ' opacity="0.4"'),
  phone: (p) =>
    rect(140, 40, 120, 320, p.body, 26, edged(p)) +
    rect(150, 50, 100, 300, glass, 18) +
    rect(180, 58, 40, 10, dark, 5) +
    path("M150 330 L250 150 V80 L150 260 Z", glassLight, ' opacity="0.4"'),
  watch: (p) =>
    rect(165, 30, 70, 120, p.shade, 20) +
    rect(165, 250, 70, 120, p.shade, 20) +
    rect(130, 120, 140, 160, p.body, 36, edged(p)) +
    rect(145, 135, 110, 130, "#10151b", 26) +
    `<text x="200" y="210" font-family="Arial, sans-serif" font-size="32" fill="#ffffff" text-anchor="middle">10:09</text>` +
    rect(270, 170, 10, 30, p.shade, 4),
  console: (p) =>
    path(
      "M120 60 Q160 80 160 200 Q160 320 120 340 H230 Q250 200 230 60 Z",
      "#ffffff",
      ` stroke="${p.edge}" stroke-width="3"`,
    ) +
    rect(160, 60, 70, 280, p.body, 10) +
    path(
      "M240 280 Q250 250 290 250 H330 Q370 250 375 290 Q380 330 350 330 Q330 330 320 310 H300 Q290 330 270 330 Q240 330 240 280 Z",
      p.shade,
    ),
  "handheld-console": (p) =>
    rect(40, 130, 320, 150, p.body, 60, edged(p)) +
    rect(110, 145, 180, 120, "#10151b", 8) +
    circle(75, 185, 16, dark) +
    circle(325, 235, 16, dark) +
    [
      [311, 170],
      [339, 170],
      [325, 156],
      [325, 184],
    ]
      .map(([x, y]) => circle(x ?? 0, y ?? 0, 7, p.shade))
      .join(""),
  printer: (p) =>
    rect(60, 150, 280, 140, p.body, 14, edged(p)) +
    rect(110, 90, 180, 70, "#ffffff", 2, ` stroke="${p.edge}" stroke-width="2"`) +
    rect(90, 250, 220, 20, dark, 4) +
    rect(120, 270, 160, 50, "#ffffff", 2, ` stroke="${p.edge}" stroke-width="2"`) +
    rect(260, 170, 50, 20, led, 4, ' opacity="0.7"'),
  shredder: (p) =>
    rect(110, 130, 180, 220, p.body, 10, edged(p)) +
    rect(100, 100, 200, 50, p.shade, 8) +
    rect(130, 108, 140, 10, dark, 4) +
    rect(160, 60, 80, 48, "#ffffff", 2, ` stroke="${p.edge}" stroke-width="2"`) +
    repeat(8, (i) => line(130 + i * 20, 180, 130 + i * 20, 320, p.shade, 3)),
  router: (p) =>
    rect(70, 200, 260, 90, p.body, 20, edged(p)) +
    line(110, 200, 90, 80, p.shade, 10) +
    line(170, 200, 165, 70, p.shade, 10) +
    line(230, 200, 235, 70, p.shade, 10) +
    line(290, 200, 310, 80, p.shade, 10) +
    repeat(4, (i) => circle(130 + i * 40, 250, 6, led)),
  "mesh-wifi": (p) =>
    repeat(
      3,
      (i) =>
        rect(60 + i * 100, 150 + (i % 2) * 40, 80, 150, p.body, 24, edged(p)) +
        circle(100 + i * 100, 180 + (i % 2) * 40, 6, led),
    ),
  "fitness-tracker": (p) =>
    rect(170, 30, 60, 340, p.shade, 30) +
    rect(160, 140, 80, 120, p.body, 24, edged(p)) +
    rect(172, 155, 56, 90, "#10151b", 14) +
    circle(200, 200, 10, led),
  "portable-bbq": (p) =>
    path("M90 200 Q90 120 200 120 Q310 120 310 200 Z", p.body, edged(p)) +
    rect(80, 200, 240, 60, p.shade, 8) +
    rect(170, 140, 60, 10, metal, 5) +
    line(110, 260, 90, 320, metal, 8) +
    line(290, 260, 310, 320, metal, 8) +
    rect(320, 215, 30, 12, metal, 4),
  ereader: (p) =>
    rect(120, 50, 160, 300, p.body, 16, edged(p)) +
    rect(134, 66, 132, 250, "#eceae4", 4) +
    repeat(10, (i) => line(148, 90 + i * 20, 252 - (i % 3) * 20, 90 + i * 20, "#9e9e9e", 3)),
  "gas-heater": (p) =>
    rect(80, 90, 240, 240, p.body, 16, edged(p)) +
    rect(110, 150, 180, 130, dark, 8) +
    path("M150 270 Q160 200 180 230 Q190 170 205 230 Q220 190 235 270 Z", glow) +
    rect(110, 110, 80, 20, led, 4, ' opacity="0.6"'),
  "fan-heater": (p) =>
    rect(120, 120, 160, 200, p.body, 24, edged(p)) +
    circle(200, 200, 55, dark) +
    repeat(6, (i) => line(150, 170 + i * 12, 250, 170 + i * 12, "#ff7043", 3)) +
    circle(200, 290, 12, p.shade),
  "panel-heater": (p) =>
    rect(40, 120, 320, 180, p.body, 12, edged(p)) +
    repeat(10, (i) => line(70 + i * 28, 140, 70 + i * 28, 260, p.shade, 4)) +
    rect(290, 270, 50, 14, led, 4) +
    rect(60, 300, 60, 16, dark, 6) +
    rect(280, 300, 60, 16, dark, 6),
  "gooseneck-kettle": (p, m) =>
    rect(118, 322, 174, 20, dark, 8) +
    // The swan neck leaves the body low and rises to a fine pouring tip
    stroked("M146 300 C92 298 104 196 66 160", p.flat, 11) +
    stroked("M66 160 L56 154", p.shade, 7) +
    stroked("M268 222 Q324 222 318 272 L284 300", p.shade, 12) +
    path("M134 322 Q124 232 166 202 H244 Q286 232 276 322 Z", p.body, edged(p)) +
    ellipse(205, 202, 42, 8, p.shade) +
    circle(205, 189, 10, dark) +
    // Variable-temperature models carry a display on the base
    (m.pick([true, false], "display") ? rect(176, 327, 58, 10, led, 3) : ""),
  "four-slice-toaster": (p) =>
    rect(44, 160, 312, 160, p.body, 34, edged(p)) +
    repeat(4, (i) => rect(66 + i * 70, 150, 58, 15, dark, 6)) +
    rect(22, 210, 26, 14, p.shade, 6) +
    rect(352, 210, 26, 14, p.shade, 6) +
    circle(100, 270, 10, metal) +
    circle(300, 270, 10, metal) +
    rect(64, 318, 30, 10, dark) +
    rect(306, 318, 30, 10, dark),
  "long-slot-toaster": (p) =>
    rect(40, 176, 320, 144, p.body, 30, edged(p)) +
    rect(86, 156, 236, 10, "#3a3f44", 5) +
    rect(72, 166, 256, 14, dark, 6) +
    rect(356, 222, 24, 14, p.shade, 6) +
    circle(90, 276, 10, metal) +
    rect(130, 270, 60, 10, p.shade, 5) +
    rect(62, 318, 30, 10, dark) +
    rect(308, 318, 30, 10, dark),
  "capsule-coffee": (p, m) =>
    // The water tank stands behind the body
    rect(250, 112, 42, 200, "#dfe9f2", 8, ` stroke="${glassLight}" stroke-width="3" opacity="0.9"`) +
    path("M152 90 H248 Q266 90 266 110 V330 H134 V110 Q134 90 152 90 Z", p.body, edged(p)) +
    rect(148, 78, 104, 26, p.shade, 12) +
    circle(200, 122, 8, led) +
    rect(184, 152, 32, 24, dark, 6) +
    path("M176 232 H224 L219 278 H181 Z", "#ffffff", ` stroke="${dark}" stroke-width="3"`) +
    (m.pick([true, false], "milk") ? stroked("M222 246 Q238 248 234 264 L220 268", dark, 3) : "") +
    rect(146, 280, 108, 10, metal, 4) +
    rect(128, 326, 144, 16, dark, 6),
  "drip-coffee": (p) =>
    rect(230, 70, 74, 272, p.body, 12, edged(p)) +
    rect(96, 70, 208, 62, p.body, 14, edged(p)) +
    path("M128 132 H232 L216 168 H144 Z", p.shade) +
    rect(246, 262, 42, 14, led, 4) +
    stroked("M234 232 Q266 242 246 302", dark, 8) +
    path(
      "M132 212 Q118 322 150 332 H216 Q244 322 232 212 Z",
      "#dfe9f2",
      ` stroke="${glassLight}" stroke-width="3"`,
    ) +
    path("M126 270 H238 Q240 322 216 328 H150 Q124 322 126 270 Z", "#5d4037", ' opacity="0.85"') +
    rect(134, 200, 96, 16, dark, 6) +
    rect(96, 332, 208, 12, dark, 6),
  "hand-mixer": (p) =>
    // Two beaters under the housing, each a whisk of two loops
    repeat(2, (i) => line(178 + i * 56, 204, 178 + i * 56, 278, metal, 6)) +
    repeat(
      2,
      (i) =>
        ellipse(178 + i * 56, 302, 16, 38, "none", ` stroke="${metal}" stroke-width="5"`) +
        ellipse(178 + i * 56, 302, 6, 38, "none", ` stroke="${metal}" stroke-width="4"`),
    ) +
    stroked("M150 124 Q160 70 222 70 H282 Q314 70 312 124", p.shade, 20) +
    path(
      "M88 170 Q88 122 150 122 H298 Q332 122 332 162 Q332 204 290 208 H130 Q88 208 88 170 Z",
      p.body,
      edged(p),
    ) +
    rect(206, 78, 34, 12, dark, 5) +
    rect(104, 150, 12, 40, dark, 5),
  "personal-blender": (p, m) =>
    path(
      "M160 262 L150 110 Q150 94 166 94 H234 Q250 94 250 110 L240 262 Z",
      "#dfe9f2",
      ` stroke="${glassLight}" stroke-width="3" opacity="0.9"`,
    ) +
    path(
      "M158 236 L153 150 H247 L242 236 Z",
      m.pick(["#ef5350", "#8bc34a", "#ffb74d", "#ab47bc"], "smoothie"),
      ' opacity="0.75"',
    ) +
    rect(152, 250, 96, 22, dark, 6) +
    rect(146, 270, 108, 72, p.body, 18, edged(p)) +
    circle(200, 308, 11, metal),
  "garment-steamer": (p) =>
    stroked("M262 286 C340 250 330 146 292 112", dark, 8) +
    line(250, 280, 250, 60, metal, 8) +
    stroked("M206 64 Q250 50 294 64", metal, 5) +
    rect(232, 84, 80, 42, p.body, 18, edged(p)) +
    rect(236, 122, 72, 8, metal, 4) +
    rect(116, 270, 168, 72, p.body, 24, edged(p)) +
    rect(136, 286, 64, 40, "#dfe9f2", 8, ` stroke="${glassLight}" stroke-width="3"`) +
    circle(244, 306, 10, led),
  "water-flosser": (p) =>
    stroked("M150 330 C100 300 120 250 226 250", dark, 6) +
    path(
      "M122 196 H278 L270 330 H130 Z",
      "#dfe9f2",
      ` stroke="${glassLight}" stroke-width="3" opacity="0.9"`,
    ) +
    path("M126 250 H274 L270 326 H130 Z", led, ' opacity="0.35"') +
    rect(110, 318, 180, 26, p.body, 10, edged(p)) +
    rect(224, 92, 38, 180, p.body, 17, edged(p)) +
    line(243, 92, 243, 52, "#ffffff", 6) +
    line(243, 52, 232, 42, "#ffffff", 5) +
    circle(243, 150, 8, led),
};

/** A parcel, for a picture name without a drawing. */
export const parcel: Drawing = (p) =>
  path("M80 150 L200 90 L320 150 V290 L200 350 L80 290 Z", "#d7b98e", ` stroke="#a6845a" stroke-width="3"`) +
  path("M80 150 L200 210 L320 150", "none", ` stroke="#a6845a" stroke-width="3"`) +
  line(200, 210, 200, 350, "#a6845a", 3) +
  path("M140 120 L260 180 V215 L140 155 Z", "#f1e3c8") +
  rect(110, 250, 60, 30, p.body, 4, ` stroke="${p.edge}" stroke-width="2"`);
