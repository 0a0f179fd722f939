import { changeTimeLabel } from "@store/domain/delivery-admin";

/** 'Tue 3 Jun, 14:05 Sydney time': the same text on the server and in the browser, whatever their locale. */
export function deskTimeLabel(iso: string): string {
  return `${changeTimeLabel(iso)} Sydney time`;
}
