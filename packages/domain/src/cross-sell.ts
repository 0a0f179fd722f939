/**
 * What goes with what (CrossSellEnabled, ADR 056): for a leaf category, the categories whose products a
 * shopper buying from it usually needs next, most likely first. Categories without a pairing borrow
 * from the rest of their own department.
 */
const pairings: Readonly<Record<string, readonly string[]>> = {
  "kitchen/ovens": ["kitchen/cooktops", "kitchen/rangehoods"],
  "kitchen/cooktops": ["kitchen/rangehoods", "kitchen/ovens"],
  "kitchen/rangehoods": ["kitchen/cooktops", "kitchen/ovens"],
  "kitchen/dishwashers": ["sinks-taps/kitchen-taps", "sinks-taps/kitchen-sinks"],
  "kitchen/freestanding-cookers": ["kitchen/rangehoods"],
  "laundry/washing-machines": ["laundry/dryers", "laundry/irons"],
  "laundry/dryers": ["laundry/washing-machines"],
  "laundry/washer-dryers": ["laundry/irons"],
  "refrigeration/fridges": ["sinks-taps/filtered-water-taps", "refrigeration/freezers"],
  "refrigeration/freezers": ["refrigeration/fridges"],
  "tv-audio/tvs": ["tv-audio/soundbars", "tv-audio/speakers"],
  "tv-audio/soundbars": ["tv-audio/tvs"],
  "computers-gaming/laptops": ["computers-gaming/monitors", "home-office/printers"],
  "bbqs-outdoor/gas-bbqs": ["bbqs-outdoor/outdoor-heaters", "bbqs-outdoor/pizza-ovens"],
  "small-appliances/coffee-machines": ["small-appliances/kettles", "small-appliances/toasters"],
  "smart-home/security-cameras": ["smart-home/video-doorbells", "smart-home/smart-lighting"],
};

/** How many products 'Goes well with' shows. */
export const crossSellCount = 4;

/** The categories to suggest beside a product of `categoryUri`, paired ones first, never its own. */
export function crossSellCategories(categoryUri: string, siblings: readonly string[] = []): string[] {
  const paired = pairings[categoryUri] ?? [];
  const department = categoryUri.split("/")[0];
  const borrowed = siblings.filter((uri) => uri !== categoryUri && uri.split("/")[0] === department);
  return [...new Set([...paired, ...borrowed])].filter((uri) => uri !== categoryUri);
}
