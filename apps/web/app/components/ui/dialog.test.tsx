import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useEffect, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Why buy from us" size="small">
        <p>Delivery, installation and service.</p>
        <a href="/more">More</a>
      </Dialog>
    </>
  );
}

/** A dialog whose form arrives a moment after it opens, as one loaded on first use does (ADR 097). */
function LateFormHarness() {
  const [open, setOpen] = useState(false);
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setArrived(true), 20);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Log in
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Log in" size="small">
        {arrived ? <input aria-label="Email" data-autofocus /> : <p>Loading…</p>}
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  afterEach(cleanup);

  it("gives focus to a control that asks for it when it arrives after the dialog opened", async () => {
    render(<LateFormHarness />);
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Close");
    const email = await screen.findByRole("textbox", { name: "Email" });
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it("leaves focus where the visitor moved it before the late control arrived", async () => {
    render(<LateFormHarness />);
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    const dialog = document.querySelector("dialog");
    const elsewhere = document.createElement("button");
    dialog?.append(elsewhere);
    elsewhere.focus();
    await screen.findByRole("textbox", { name: "Email" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(elsewhere);
  });

  it("renders nothing inside while closed", () => {
    render(<Harness />);
    expect(screen.queryByText("Delivery, installation and service.")).toBeNull();
  });

  it("opens as a modal labelled by its title, with the size's width", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open details" }));
    const dialog = document.querySelector("dialog");
    expect(dialog?.open).toBe(true);
    const title = document.getElementById(dialog?.getAttribute("aria-labelledby") ?? "");
    expect(title?.textContent).toBe("Why buy from us");
    expect(dialog?.style.getPropertyValue("--dialog-width")).toBe("560px");
    expect(screen.getByText("Delivery, installation and service.")).toBeTruthy();
    expect(document.documentElement.classList.contains("has-modal-dialog")).toBe(true);
  });

  it("closes on Escape and gives focus back to the button that opened it", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open details" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(dialog.open).toBe(false);
    expect(screen.queryByText("Delivery, installation and service.")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.classList.contains("has-modal-dialog")).toBe(false);
  });

  it("closes with its close button", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open details" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(document.querySelector("dialog")?.open).toBe(false);
  });

  it("keeps Tab inside: from the last control back to the first, and Shift+Tab the other way", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open details" }));
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    const close = screen.getByRole("button", { name: "Close" });
    const last = screen.getByRole("link", { name: "More" });
    last.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
