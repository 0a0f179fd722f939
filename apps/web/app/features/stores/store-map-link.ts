/** An OpenStreetMap link centred on a point with a marker: a map without embedding anything. */
export function openStreetMapUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}
