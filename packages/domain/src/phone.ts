/** Why a phone number was refused (storefront s.5). */
export type PhoneError = "generic" | "missingAreaCode" | "notAusMobileNumber" | "notNewZealandMobileNumber";

export type PhoneKind = "landline" | "mobile" | "tollFree";

export type PhoneCheck =
  | { valid: true; country: "AU" | "NZ"; kind: PhoneKind; normalised: string }
  | { valid: false; error: PhoneError };

export const auPhoneLength = 10;
export const internationalPhoneMaxLength = 15;

const auLandline = /^0[1236789]\d{8}$/;
const auMobile = /^0[45]\d{8}$/;
const missingAreaCode = /^[1-9]\d{7}$/;
const nzLandline = /^0[3-9]\d{7}$/;
const nzMobile = /^02\d{7,9}$/;
const nzTollFree = /^0(800|508)\d{6,7}$/;

function splitCountryCode(input: string): { country: "AU" | "NZ" | null; national: string } {
  const compact = input.replace(/\s+/g, "");
  const international = /^(?:\+|00)?(61|64)(\d+)$/.exec(compact);
  if (international && (compact.startsWith("+") || compact.startsWith("00") || compact.length > 10)) {
    const rest = international[2] ?? "";
    return { country: international[1] === "61" ? "AU" : "NZ", national: `0${rest.replace(/^0/, "")}` };
  }
  return { country: null, national: compact };
}

/** Strips spaces and turns +61/61/0061 and +64/64/0064 into a leading 0. */
export function normalisePhone(input: string): string {
  return splitCountryCode(input).national;
}

/** Australian landline (0 then 1,2,3,6,7,8,9 then 8 digits) or mobile (04/05 then 8 digits). */
export function checkAustralianPhone(input: string): PhoneCheck {
  const number = normalisePhone(input);
  if (auMobile.test(number)) return { valid: true, country: "AU", kind: "mobile", normalised: number };
  if (auLandline.test(number)) return { valid: true, country: "AU", kind: "landline", normalised: number };
  if (missingAreaCode.test(number)) return { valid: false, error: "missingAreaCode" };
  return { valid: false, error: "generic" };
}

/** Australian mobile only. */
export function checkAustralianMobile(input: string): PhoneCheck {
  const result = checkAustralianPhone(input);
  if (result.valid && result.kind === "mobile") return result;
  return { valid: false, error: result.valid ? "notAusMobileNumber" : result.error };
}

/** New Zealand landline (0, 3-9, 7 digits), mobile (02 then 7-9 digits) or toll-free 0800/0508. */
export function checkNewZealandPhone(input: string): PhoneCheck {
  const number = normalisePhone(input);
  if (nzMobile.test(number)) return { valid: true, country: "NZ", kind: "mobile", normalised: number };
  if (nzTollFree.test(number)) return { valid: true, country: "NZ", kind: "tollFree", normalised: number };
  if (nzLandline.test(number)) return { valid: true, country: "NZ", kind: "landline", normalised: number };
  return { valid: false, error: "generic" };
}

/** New Zealand mobile only. */
export function checkNewZealandMobile(input: string): PhoneCheck {
  const result = checkNewZealandPhone(input);
  if (result.valid && result.kind === "mobile") return result;
  return { valid: false, error: "notNewZealandMobileNumber" };
}

/** The combined validator: passes when either the Australian or the New Zealand rule passes. */
export function checkPhone(input: string): PhoneCheck {
  // An explicit country code decides the country: +64 2x... is an NZ mobile, not a Sydney landline.
  const { country } = splitCountryCode(input);
  if (country === "NZ") return checkNewZealandPhone(input);
  if (country === "AU") return checkAustralianPhone(input);
  const au = checkAustralianPhone(input);
  if (au.valid) return au;
  const nz = checkNewZealandPhone(input);
  if (nz.valid) return nz;
  return au;
}

/** A store's phone as dialled: spaces removed. */
export function storePhoneDigits(phone: string): string {
  return phone.replace(/\s+/g, "");
}
