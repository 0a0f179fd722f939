import { circle, fit, path, rect, ring, svg, text, words } from "./svg-primitives.ts";

// Promotion thumbnails: the reward drawn above its value (/media/promotion/{icon}/{value}.svg)

/** The reward pictures a promotion's thumbnail can show (/media/promotion/{icon}/{value}.svg). */
export const promotionIcons = ["gift-card", "cashback", "warranty", "battery", "credit", "kit"] as const;
type PromotionIcon = (typeof promotionIcons)[number];

const promotionColours: Record<PromotionIcon, { back: string; ink: string; mark: string }> = {
  "gift-card": { back: "#fde8ec", ink: "#8e1230", mark: "#c4102b" },
  cashback: { back: "#e6f4ea", ink: "#1b5e20", mark: "#2e7d32" },
  warranty: { back: "#e8f0fb", ink: "#0d2c54", mark: "#1565c0" },
  battery: { back: "#fff4e0", ink: "#7a4100", mark: "#ef6c00" },
  credit: { back: "#ede7f6", ink: "#311b92", mark: "#5e35b1" },
  kit: { back: "#eceff1", ink: "#263238", mark: "#546e7a" },
};

/** Whether `name` is a promotion thumbnail's icon. */
export function isPromotionIcon(name: string): name is PromotionIcon {
  return (promotionIcons as readonly string[]).includes(name);
}

/**
 * A promotion's 160 px thumbnail: the reward drawn above its value ('$100', '12 MONTHS'). Shown from
 * 64 px, so its text is 30 px or more (12 px at the smallest).
 */
export function promotionSvg(icon: PromotionIcon, value: string): string {
  const c = promotionColours[icon];
  const [amount = "", unit = ""] = value.split("-");
  const money = /^\d{1,4}$/.test(amount) ? `$${amount}` : amount.toUpperCase();
  let drawing: string;
  let caption: string;
  switch (icon) {
    case "gift-card":
      drawing =
        rect(30, 26, 100, 66, c.mark, 10) +
        rect(72, 26, 14, 66, "#ffffff", 0, ' opacity="0.85"') +
        path("M79 26 C60 6 44 18 62 28 Z M79 26 C98 6 114 18 96 28 Z", "#ffffff", ' opacity="0.85"');
      caption = money;
      break;
    case "cashback":
      drawing =
        circle(80, 58, 36, c.mark) +
        ring(80, 58, 28, "#ffffff", 3) +
        text(80, 72, 38, "#ffffff", "$", ' text-anchor="middle"');
      caption = money;
      break;
    case "warranty":
      drawing =
        path("M80 18 L118 32 V62 C118 84 100 98 80 106 C60 98 42 84 42 62 V32 Z", c.mark) +
        text(80, 78, 36, "#ffffff", amount.slice(0, 3), ' text-anchor="middle"');
      caption = (unit || "years").toUpperCase().slice(0, 6);
      break;
    case "battery":
      drawing =
        rect(40, 34, 74, 50, c.mark, 8) +
        rect(114, 48, 10, 22, c.mark, 3) +
        path("M82 40 L64 62 H78 L72 80 L94 56 H80 Z", "#ffffff");
      caption = "SPARE";
      break;
    case "credit":
      drawing =
        rect(28, 30, 104, 64, c.mark, 10) +
        rect(28, 44, 104, 12, c.ink, 0, ' opacity="0.6"') +
        rect(40, 70, 40, 10, "#ffffff", 3, ' opacity="0.85"');
      caption = money;
      break;
    case "kit":
      drawing =
        rect(30, 44, 100, 56, c.mark, 8) +
        rect(62, 30, 36, 16, "none", 6, ` stroke="${c.mark}" stroke-width="6"`) +
        rect(30, 62, 100, 8, c.ink, 0, ' opacity="0.5"');
      caption = "KIT";
      break;
  }
  const body =
    rect(0, 0, 160, 160, c.back, 20) +
    drawing +
    text(80, 142, fit(caption, 140, 34, 30), c.ink, caption, ' text-anchor="middle"');
  return svg(160, 160, `${words(icon)} ${caption}`, body);
}
